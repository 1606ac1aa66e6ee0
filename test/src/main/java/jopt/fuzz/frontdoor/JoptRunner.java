package jopt.fuzz.frontdoor;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import jopt.tools.opt.JoptMain;

/**
 * Runs jopt in-process ({@link JoptMain#run}) on a text given as standard input, each run on a
 * fresh daemon thread with jopt's stack size ({@code -Xss16m} in bin/jopt) and a timeout. A
 * run past the timeout is a HANG: its thread is interrupted and left behind. Thread-safe.
 */
public final class JoptRunner {
  /** bin/jopt's -Xss: deep nesting must overflow where the jopt command overflows. */
  private static final long STACK_SIZE = 16L << 20;
  private static final String INTERNAL = "error: internal error";
  /** The name jopt gives standard input in diagnostics. */
  public static final String STDIN = "<stdin>";

  private final long timeoutMs;
  private final AtomicInteger hung = new AtomicInteger();

  public JoptRunner(long timeoutMs) {
    this.timeoutMs = timeoutMs;
  }

  /** How many runs were left behind as hangs. */
  public int hungThreads() {
    return hung.get();
  }

  /** Runs {@code jopt --allow-unregistered-dialect [extra...] -} on {@code text}. */
  public Outcome run(String text, String... extra) {
    List<String> args = new ArrayList<>();
    args.add("--allow-unregistered-dialect");
    args.addAll(List.of(extra));
    args.add("-");
    Outcome[] result = new Outcome[1];
    Thread t = new Thread(null, () -> result[0] = runNow(args.toArray(String[]::new), text),
        "frontdoor-jopt", STACK_SIZE);
    t.setDaemon(true);
    t.start();
    try {
      t.join(timeoutMs);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (t.isAlive()) {
      t.interrupt();
      t.setPriority(Thread.MIN_PRIORITY);
      hung.incrementAndGet();
      return Outcome.hang();
    }
    return result[0];
  }

  private static Outcome runNow(String[] args, String text) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, false, StandardCharsets.UTF_8)) {
      code = JoptMain.run(args, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
          o, e);
    } catch (Throwable th) {
      StringWriter sw = new StringWriter();
      th.printStackTrace(new PrintWriter(sw));
      return Outcome.internalError(String.valueOf(th), InternalErrors.describe(sw.toString()));
    }
    String stderr = err.toString(StandardCharsets.UTF_8);
    return classify(code, out.toString(StandardCharsets.UTF_8), stderr);
  }

  /** The outcome of a finished jopt run. */
  static Outcome classify(int code, String stdout, String stderr) {
    int internal = stderr.indexOf(INTERNAL);
    if (internal >= 0) {
      String trace = stderr.substring(internal + INTERNAL.length());
      String first = trace.startsWith(": ") ? trace.substring(2) : trace;
      int nl = first.indexOf('\n');
      return Outcome.internalError(nl < 0 ? first : first.substring(0, nl),
          InternalErrors.describe(first));
    }
    if (code == 0) {
      return Outcome.ok(stdout);
    }
    Diagnostics.Diag d = Diagnostics.firstError(stderr);
    if (d == null) {
      String line = stderr.strip();
      int nl = line.indexOf('\n');
      return Outcome.error("", nl < 0 ? line : line.substring(0, nl));
    }
    return Outcome.error(d.locIn(STDIN, 0), d.message());
  }
}
