package jopt.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import jopt.support.WorkerThread;

/**
 * Runs independent tasks on a context's worker threads (MLIR's parallelForEach with its
 * ParallelDiagnosticHandler): the diagnostics each task emits are captured, so the caller can
 * replay them in task order and the output does not depend on scheduling.
 */
public final class Parallel {
  private Parallel() {}

  /** What one task returned, threw and emitted. */
  public record Outcome<R>(R result, Throwable failure, List<Diagnostic> diagnostics) {
    /** True when the task returned without emitting a diagnostic. */
    public boolean clean() {
      return failure == null && diagnostics.isEmpty();
    }

    /** Emits the captured diagnostics to {@code engine}, then rethrows what the task threw. */
    public R replay(DiagnosticEngine engine) {
      for (Diagnostic d : diagnostics) {
        engine.emit(d);
      }
      if (failure instanceof RuntimeException e) {
        throw e;
      }
      if (failure instanceof Error e) {
        throw e;
      }
      return result;
    }
  }

  /**
   * Applies {@code task} to every item, on the context's threads, and returns the outcomes in
   * item order. Tasks must not depend on each other. Runs on the calling thread, one item after
   * the other, when multi-threading is disabled, for fewer than two items, or when called from a
   * worker.
   */
  public static <T, R> List<Outcome<R>> map(MLIRContext ctx, List<T> items, Function<T, R> task) {
    DiagnosticEngine engine = ctx.getDiagEngine();
    if (items.size() < 2 || Thread.currentThread() instanceof WorkerThread
        || !ctx.isMultithreadingEnabled()) {
      List<Outcome<R>> outcomes = new ArrayList<>(items.size());
      for (T item : items) {
        outcomes.add(run(engine, item, task));
      }
      return outcomes;
    }
    ExecutorService pool = ctx.getThreadPool();
    List<Future<Outcome<R>>> futures = new ArrayList<>(items.size());
    for (T item : items) {
      futures.add(pool.submit(() -> run(engine, item, task)));
    }
    List<Outcome<R>> outcomes = new ArrayList<>(items.size());
    for (Future<Outcome<R>> f : futures) {
      outcomes.add(await(ctx, f));
    }
    return outcomes;
  }

  /**
   * As {@link #map}, but hands each outcome to {@code sink} on the calling thread, in item
   * order, as soon as it and those before it are done, with at most {@code window} tasks
   * submitted and not yet handed over: what the results hold at once stays bounded, and the
   * caller's work on one result overlaps the tasks of the next.
   */
  public static <T, R> void forEachOrdered(MLIRContext ctx, List<T> items, int window,
      Function<T, R> task, Consumer<Outcome<R>> sink) {
    DiagnosticEngine engine = ctx.getDiagEngine();
    if (items.size() < 2 || Thread.currentThread() instanceof WorkerThread
        || !ctx.isMultithreadingEnabled()) {
      for (T item : items) {
        sink.accept(run(engine, item, task));
      }
      return;
    }
    ExecutorService pool = ctx.getThreadPool();
    ArrayDeque<Future<Outcome<R>>> inFlight = new ArrayDeque<>();
    int next = 0;
    while (next < items.size() || !inFlight.isEmpty()) {
      while (next < items.size() && inFlight.size() < Math.max(1, window)) {
        T item = items.get(next++);
        inFlight.add(pool.submit(() -> run(engine, item, task)));
      }
      sink.accept(await(ctx, inFlight.poll()));
    }
  }

  /**
   * {@code items} in {@code min(items.size(), pieces)} contiguous pieces of about equal size, in
   * order (views of {@code items}; none for an empty list): the tasks of a parallel loop, a few
   * per thread so that the threads finish together.
   */
  public static <T> List<List<T>> split(List<T> items, int pieces) {
    int n = Math.min(items.size(), pieces);
    List<List<T>> split = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      split.add(items.subList((int) ((long) items.size() * i / n), (int) ((long) items.size() * (i + 1) / n)));
    }
    return split;
  }

  /** A task {@link #start} started, or its outcome when it ran at once. */
  public static final class Pending<R> {
    private final MLIRContext ctx;
    private final Future<Outcome<R>> future;
    private final Outcome<R> done;

    private Pending(MLIRContext ctx, Future<Outcome<R>> future, Outcome<R> done) {
      this.ctx = ctx;
      this.future = future;
      this.done = done;
    }

    /** Waits for the task, replays its diagnostics to {@code engine} and returns its result. */
    public R await(DiagnosticEngine engine) {
      return (done != null ? done : Parallel.await(ctx, future)).replay(engine);
    }
  }

  /**
   * Starts {@code task} on one of the context's threads, so that the caller can do other work
   * (other tasks among them) before {@link Pending#await}; runs it at once on the calling thread
   * when multi-threading is disabled or the caller is a worker.
   */
  public static <R> Pending<R> start(MLIRContext ctx, Supplier<R> task) {
    DiagnosticEngine engine = ctx.getDiagEngine();
    Function<Supplier<R>, R> get = Supplier::get;
    if (Thread.currentThread() instanceof WorkerThread || !ctx.isMultithreadingEnabled()) {
      return new Pending<>(ctx, null, run(engine, task, get));
    }
    return new Pending<>(ctx, ctx.getThreadPool().submit(() -> run(engine, task, get)), null);
  }

  /**
   * The outcome of {@code f}, waited for without giving up on interrupts (restored after). An
   * interrupt cancels the context's run: the task stops at its next check and its outcome is the
   * cancellation, rethrown by the caller's replay.
   */
  private static <R> Outcome<R> await(MLIRContext ctx, Future<Outcome<R>> f) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return f.get();
        } catch (InterruptedException e) {
          interrupted = true;
          ctx.getInvocation().cancel();
        } catch (ExecutionException e) {
          return new Outcome<>(null, e.getCause(), List.of());
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static <T, R> Outcome<R> run(DiagnosticEngine engine, T item, Function<T, R> task) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    java.util.function.Consumer<Diagnostic> outer = engine.getCapture();
    engine.beginCapture(diagnostics::add);
    try {
      return new Outcome<>(task.apply(item), null, diagnostics);
    } catch (RuntimeException | Error e) {
      return new Outcome<>(null, e, diagnostics);
    } finally {
      if (outer != null) {
        engine.beginCapture(outer);
      } else {
        engine.endCapture();
      }
    }
  }
}
