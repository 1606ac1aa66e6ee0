package jopt.tools;

/** Entry point of the {@code jopt} executable: an mlir-opt drop-in. */
public final class Jopt {
  private Jopt() {}

  public static void main(String[] args) {
    WarmUp.start();
    System.exit(JoptMain.run(args, System.in, System.out, System.err));
  }
}
