package jopt.interpreter.compile;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads of {@code --threads=N}: one pool of N - 1 daemon threads per N, made on
 * first use and kept for the process (a model runs hundreds of ops; threads started per op
 * would cost more than small ones take), the caller's thread being the Nth.
 */
final class Workers {
  private Workers() {}

  private static final Map<Integer, ExecutorService> POOLS = new ConcurrentHashMap<>();

  /** The pool of {@code n} daemon threads. */
  static ExecutorService pool(int n) {
    return POOLS.computeIfAbsent(n, k -> {
      AtomicInteger count = new AtomicInteger();
      return Executors.newFixedThreadPool(k, r -> {
        Thread t = new Thread(r, "jopt-run-worker-" + k + "-" + count.incrementAndGet());
        t.setDaemon(true);
        return t;
      });
    });
  }
}
