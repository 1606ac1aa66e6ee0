package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/** An order-keeping parallel map on a fixed number of threads. */
public final class Parallel {
  private Parallel() {}

  public static <T, R> List<R> map(List<T> in, int jobs, Function<T, R> f) {
    if (jobs <= 1 || in.size() <= 1) {
      List<R> out = new ArrayList<>(in.size());
      for (T t : in) {
        out.add(f.apply(t));
      }
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
      Thread t = new Thread(r, "frontdoor-worker");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<R>> futures = new ArrayList<>(in.size());
      for (T t : in) {
        futures.add(pool.submit(() -> f.apply(t)));
      }
      List<R> out = new ArrayList<>(in.size());
      for (Future<R> fu : futures) {
        out.add(fu.get());
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
