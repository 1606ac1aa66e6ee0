package jopt.tools;

/** How jopt's executables end their process. */
final class ProcessExit {
  private ProcessExit() {}

  /**
   * Flushes the standard streams and halts with {@code code}. Not {@link System#exit}: since
   * JDK 21 that starts the System.Logger machinery to log the exit (java.lang.Runtime's logger),
   * about 10 ms of a small run's 0.1-0.2 s, and runs shutdown hooks, of which jopt has none.
   */
  static void halt(int code) {
    System.out.flush();
    System.err.flush();
    Runtime.getRuntime().halt(code);
  }
}
