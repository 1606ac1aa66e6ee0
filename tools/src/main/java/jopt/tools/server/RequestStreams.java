package jopt.tools.server;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import jopt.support.Utf8;

/**
 * The jopt server's System.out and System.err: each write goes to the streams of the request
 * whose thread (or a thread it started) makes it, else to the server's own (its log). The tools
 * write to the streams they are given; this catches what some corner still prints to System.err
 * (a dynamic pass pipeline's IR dumps, an inliner option's parse error), so that no request's
 * output reaches another's or is lost. The only process-wide state of the server, installed once.
 */
final class RequestStreams {
  private RequestStreams() {}

  /** The current request's stdout and stderr; inherited by the threads a request starts. */
  private static final InheritableThreadLocal<PrintStream[]> CURRENT = new InheritableThreadLocal<>();
  private static boolean installed;

  /** Routes System.out and System.err by request from now on. */
  static synchronized void install() {
    if (installed) {
      return;
    }
    installed = true;
    System.setOut(new PrintStream(new Routed(0, System.out), true, Utf8.CHARSET));
    System.setErr(new PrintStream(new Routed(1, System.err), true, Utf8.CHARSET));
  }

  /** Runs {@code body} with System.out and System.err routed to {@code out} and {@code err}. */
  static <T> T call(PrintStream out, PrintStream err, Callable<T> body) throws Exception {
    PrintStream[] before = CURRENT.get();
    CURRENT.set(new PrintStream[] {out, err});
    try {
      return body.call();
    } finally {
      System.out.flush();
      System.err.flush();
      CURRENT.set(before);
    }
  }

  private static final class Routed extends OutputStream {
    private final int which;
    private final PrintStream fallback;

    Routed(int which, PrintStream fallback) {
      this.which = which;
      this.fallback = fallback;
    }

    private PrintStream target() {
      PrintStream[] s = CURRENT.get();
      return s == null ? fallback : s[which];
    }

    @Override
    public void write(int b) {
      target().write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      target().write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
      target().flush();
    }
  }
}
