package jopt.support;

/**
 * A thread of a context's pool ({@code jopt.ir.MLIRContext#getThreadPool()}): a daemon, and known to
 * {@code jopt.ir.Parallel}, which runs work nested in a worker on that worker rather than waiting for
 * the pool from inside it.
 */
public final class WorkerThread extends Thread {
  public WorkerThread(Runnable r) {
    super(null, r, "jopt-worker", DeepStack.STACK_BYTES);
    setDaemon(true);
  }
}
