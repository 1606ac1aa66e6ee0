package jopt.tools;

/** Entry point of the {@code jopt} executable: an mlir-opt drop-in. */
public final class Jopt {
  private Jopt() {}

  public static void main(String[] args) {
    // The warm-up thread pays off only where class initialization and the parser's first
    // predictions are slow (the plain JVM, the JDK 17 archive); from a JDK 25 AOT cache, whose
    // classes come loaded and linked, it only competes with the run for the second core
    // (bin/jopt-jvm.sh turns it off there: a small file 56 -> 51 ms).
    if (!"false".equals(System.getProperty("jopt.warmUp"))) {
      WarmUp.start();
    }
    ProcessExit.halt(JoptMain.run(args, System.in, System.out, System.err));
  }
}
