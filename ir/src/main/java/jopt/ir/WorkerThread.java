package jopt.ir;

/**
 * A thread of a context's pool ({@link MLIRContext#getThreadPool()}): a daemon, and known to
 * {@link Parallel}, which runs work nested in a worker on that worker rather than waiting for
 * the pool from inside it.
 */
final class WorkerThread extends Thread {
  WorkerThread(Runnable r) {
    super(null, r, "jopt-worker", DeepStack.STACK_BYTES);
    setDaemon(true);
  }
}
