package jopt.tools.server;

/**
 * Admission of requests by the memory they may take, so that calls sharing the server's heap
 * do not make each other fail: each request reserves an estimate of its heap ({@link
 * RequestWeight}) and runs once the reservations fit the budget; one that could never fit is sent
 * to the direct path (a JVM of its own) before anything of it runs. A request whose estimate is
 * low still runs when it comes: the budget keeps a margin for those.
 */
final class MemoryAdmission {
  private final long budget;
  /** Guarded by this. */
  private long reserved;

  MemoryAdmission(long budget) {
    this.budget = budget;
  }

  /** The budget for a heap of {@code maxHeap} bytes: most of it, the rest a margin. */
  static MemoryAdmission forHeap(long maxHeap) {
    return new MemoryAdmission(maxHeap / 10 * 7);
  }

  /** Whether a request of {@code weight} bytes can never run here. */
  boolean tooLarge(long weight) {
    return weight > budget;
  }

  /**
   * Waits until {@code weight} bytes fit (at once when nothing is reserved) and reserves them;
   * the returned reservation gives them back when closed.
   */
  Reservation admit(long weight) throws InterruptedException {
    synchronized (this) {
      while (reserved > 0 && reserved + weight > budget) {
        wait();
      }
      reserved += weight;
    }
    return new Reservation(weight);
  }

  /** What is reserved now (for the tests). */
  synchronized long reserved() {
    return reserved;
  }

  private synchronized void release(long weight) {
    reserved -= weight;
    notifyAll();
  }

  /** A reservation of {@link #admit}. */
  final class Reservation implements AutoCloseable {
    private final long weight;
    private boolean closed;

    private Reservation(long weight) {
      this.weight = weight;
    }

    @Override
    public void close() {
      if (!closed) {
        closed = true;
        release(weight);
      }
    }
  }
}
