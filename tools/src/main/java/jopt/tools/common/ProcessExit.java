package jopt.tools.common;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.concurrent.CancellationException;
import java.util.function.IntSupplier;
import jopt.support.DeepStack;
import jopt.support.Utf8;

/** How jopt's executables end their process. */
public final class ProcessExit {
  private ProcessExit() {}

  /**
   * Standard error for diagnostics: a source line is quoted with its bytes as they are in the
   * file, as mlir-opt quotes it, not re-encoded by the platform's charset ({@link Utf8}).
   */
  public static PrintStream stderr() {
    return new PrintStream(new FileOutputStream(FileDescriptor.err), true, Utf8.CHARSET);
  }

  /** The status of a cancelled run: a process ended by SIGINT, as a shell reports it. */
  static final int CANCELLED = 130;

  /**
   * Cancellation between a tool's steps (input chunks): a run whose thread was interrupted (the
   * jopt server's client went away) stops with a {@link CancellationException}.
   */
  static void checkCancelled() {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("cancelled");
    }
  }

  /**
   * A tool's end when its process ran out of heap: a located word on {@code err} (what to do), not
   * an internal error; status 1. The tools let an OutOfMemoryError through, so that the jopt
   * server, whose heap its calls share, can rerun the call in a JVM of its own instead.
   */
  public static int outOfMemory(String tool, PrintStream err) {
    long mib = Runtime.getRuntime().maxMemory() >> 20;
    err.println(tool + ": error: out of memory (a heap of " + mib + " MiB); rerun with"
        + " JOPT_JAVA_OPTS=-Xmx" + Math.max(1, mib * 2 / 1024) + "g or more");
    return 1;
  }

  /**
   * A tool's call: {@code command} on a thread of a large stack, whatever the caller's (deep
   * input is parsed, printed and run); a cancellation ends it as {@link #cancelled} does, an
   * internal error (a RuntimeException or a stack overflow) is printed with its trace, status 1;
   * {@code out} and {@code err} are flushed after.
   */
  public static int call(PrintStream out, PrintStream err, IntSupplier command) {
    return DeepStack.call(() -> {
      try {
        return command.getAsInt();
      } catch (CancellationException e) {
        return cancelled(err);
      } catch (RuntimeException | StackOverflowError e) {
        err.println("error: internal error: " + e);
        e.printStackTrace(err);
        return 1;
      } finally {
        out.flush();
        err.flush();
      }
    });
  }

  /** A tool's end when its run was cancelled: a word on {@code err}, {@link #CANCELLED}. */
  public static int cancelled(PrintStream err) {
    err.println("cancelled");
    return CANCELLED;
  }

  /**
   * Flushes the standard streams and halts with {@code code}. Not {@link System#exit}: since
   * JDK 21 that starts the System.Logger machinery to log the exit (java.lang.Runtime's logger),
   * about 10 ms of a small run's 0.1-0.2 s, and runs shutdown hooks, of which jopt has none.
   */
  public static void halt(int code) {
    System.out.flush();
    System.err.flush();
    Runtime.getRuntime().halt(code);
  }
}
