package jopt.tools;

import jopt.tools.common.ProcessExit;
import jopt.tools.opt.JoptMain;
import jopt.tools.common.WarmUp;

/** Entry point of the {@code jopt} executable: an mlir-opt drop-in. */
public final class Jopt {
  private Jopt() {}

  public static void main(String[] args) {
    // The full warm-up pays off where class loading and the parser's first run are slow (the
    // plain JVM, the JDK 17 archive); from a JDK 25 AOT cache, whose classes come loaded and
    // linked, bin/jopt-jvm.sh asks for the class initialization only (a small file 56 -> 51 ms
    // without the full one, 49 -> 47 ms with the light one).
    if ("classes".equals(System.getProperty("jopt.warmUp"))) {
      WarmUp.startClassInitialization();
    } else {
      WarmUp.start();
    }
    ProcessExit.halt(JoptMain.runProcess(args));
  }
}
