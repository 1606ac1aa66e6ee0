package jopt.passmanager;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Region;
import jopt.ir.Verifier;

/**
 * Runs pass lists on ops: passes in order, nested managers on child ops (in parallel when a
 * pool is given), verification after each pass, instrumentation around each. A failing pass
 * stops its pipeline (other ops still run theirs, as in MLIR). Parallel runs give the output
 * of the sequential run: diagnostics and dumps are replayed in op order. An interrupted run
 * stops before its next pass (MLIRContext.checkCancelled: cancelled or interrupted).
 */
final class PassExecutor {
  /** Groups of ops per worker in a parallel run, so that workers finish together. */
  private static final int GROUPS_PER_WORKER = 4;

  private final List<PassInstrumentation> instrumentations;
  private final boolean verifyEach;
  private final ExecutorService pool;
  private final int parallelism;
  private final OrderedOutput output;

  PassExecutor(List<PassInstrumentation> instrumentations, boolean verifyEach,
      ExecutorService pool, int parallelism, OrderedOutput output) {
    this.instrumentations = instrumentations;
    this.verifyEach = verifyEach;
    this.pool = pool;
    this.parallelism = parallelism;
    this.output = output;
  }

  /** Calls {@link Pass#initialize} on every pass of {@code pm}, nested ones included. */
  static void initialize(OpPassManager pm, MLIRContext ctx) {
    for (Pass p : pm.getPasses()) {
      if (p instanceof OpToOpPassAdaptor a) {
        for (OpPassManager nested : a.getPassManagers()) {
          initialize(nested, ctx);
        }
      } else {
        p.initialize(ctx);
      }
    }
  }

  boolean runPipeline(OpPassManager pm, Operation op, boolean nested) {
    if (nested) {
      for (PassInstrumentation pi : instrumentations) {
        pi.runBeforePipeline(pm, op);
      }
    }
    boolean ok = true;
    for (Pass pass : pm.getPasses()) {
      op.getContext().checkCancelled();
      if (!runPass(pass, op)) {
        ok = false;
        break;
      }
    }
    if (nested) {
      for (PassInstrumentation pi : instrumentations) {
        pi.runAfterPipeline(pm, op);
      }
    }
    return ok;
  }

  private boolean runPass(Pass pass, Operation op) {
    if (pass instanceof OpToOpPassAdaptor adaptor) {
      return runAdaptor(adaptor, op);
    }
    for (PassInstrumentation pi : instrumentations) {
      pi.runBeforePass(pass, op);
    }
    boolean ok = pass.run(op);
    // As MLIR, a pass that preserved all analyses did not change the IR: no verification.
    if (ok && verifyEach && !pass.allAnalysesPreserved()) {
      ok = Verifier.verify(op);
    }
    for (PassInstrumentation pi : instrumentations) {
      if (ok) {
        pi.runAfterPass(pass, op);
      } else {
        pi.runAfterPassFailed(pass, op);
      }
    }
    return ok;
  }

  private record Work(Operation op, OpPassManager pm) {}

  private boolean runAdaptor(OpToOpPassAdaptor adaptor, Operation parent) {
    List<Work> work = new ArrayList<>();
    for (Region r : parent.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation op : b.getOperations()) {
          OpPassManager pm = adaptor.managerFor(op.getName());
          if (pm != null) {
            work.add(new Work(op, pm));
          }
        }
      }
    }
    // Nested parallel sections run sequentially inside their worker, so the pool never waits on itself.
    if (pool == null || work.size() < 2 || parallelism < 2 || output.isCapturing()) {
      // As MLIR, every op gets its pipeline even after one failed; the adaptor then fails.
      boolean ok = true;
      for (Work w : work) {
        ok &= runPipeline(w.pm(), w.op(), true);
      }
      return ok;
    }
    return runInParallel(adaptor, work);
  }

  private boolean runInParallel(OpToOpPassAdaptor adaptor, List<Work> work) {
    // One copy of the nested managers per worker, as passes keep state while they run.
    int copies = Math.min(parallelism, work.size());
    BlockingQueue<OpToOpPassAdaptor> idle = new ArrayBlockingQueue<>(copies);
    for (int i = 0; i < copies; i++) {
      OpToOpPassAdaptor copy = (OpToOpPassAdaptor) adaptor.clonePass();
      for (OpPassManager pm : copy.getPassManagers()) {
        initialize(pm, work.get(0).op().getContext());
      }
      idle.add(copy);
    }
    AtomicBoolean failed = new AtomicBoolean();
    // Contiguous groups of ops, a few per worker, not a task per op: a module can have tens of
    // thousands of functions, and a task costs microseconds to hand over. A group's output is
    // its ops' in order, so replaying the groups in order gives the sequential run's.
    List<Future<List<Object>>> futures = new ArrayList<>();
    for (List<Work> group : Parallel.split(work, parallelism * GROUPS_PER_WORKER)) {
      futures.add(pool.submit(() -> {
        OpToOpPassAdaptor mine = idle.take();
        List<Object> events = output.beginCapture();
        try {
          for (Work w : group) {
            if (!runPipeline(mine.managerFor(w.op().getName()), w.op(), true)) {
              failed.set(true);
            }
          }
        } finally {
          output.endCapture();
          idle.add(mine);
        }
        return events;
      }));
    }
    List<List<Object>> results = new ArrayList<>();
    for (Future<List<Object>> f : futures) {
      try {
        results.add(f.get());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        work.get(0).op().getContext().getInvocation().cancel(); // the workers stop at their next check
        throw new CancellationException("pass pipeline cancelled");
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException re) {
          throw re;
        }
        if (cause instanceof Error err) {
          throw err;
        }
        if (cause instanceof InterruptedException) {
          throw new CancellationException("pass pipeline cancelled");
        }
        throw new IllegalStateException(cause);
      }
    }
    for (List<Object> events : results) {
      output.replay(events);
    }
    return !failed.get();
  }
}
