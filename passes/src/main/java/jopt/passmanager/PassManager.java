package jopt.passmanager;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.support.SingleThreadUse;

/**
 * The top-level pass manager: runs its pass list on one op, with verification after each
 * pass, instrumentation, and nested pipelines spread over a thread pool. The pool is created
 * per run and shut down after it, so a PassManager holds no threads between runs.
 */
public final class PassManager extends OpPassManager {
  private final MLIRContext ctx;
  private final List<PassInstrumentation> instrumentations = new ArrayList<>();
  private boolean verifyEach = true;
  private int parallelism = Runtime.getRuntime().availableProcessors();
  private OrderedOutput output;
  /** A run at a time: its passes, instrumentations and output are the run's state. */
  private final SingleThreadUse running = new SingleThreadUse("a PassManager", false);

  public PassManager(MLIRContext ctx, String opName, Nesting nesting) {
    super(opName, nesting);
    this.ctx = ctx;
  }

  public PassManager(MLIRContext ctx, String opName) {
    this(ctx, opName, Nesting.EXPLICIT);
  }

  /**
   * A pass manager for a textual pipeline anchored on its op, {@code
   * builtin.module(func.func(canonicalize,cse))}, as {@code --pass-pipeline} takes it, with
   * the passes of {@code registry}.
   *
   * @throws PassPipelineParser.PipelineException with the reason when the pipeline is invalid
   */
  public static PassManager parse(MLIRContext ctx, String pipeline, PassRegistry registry) {
    String[] anchored = PassPipelineParser.splitAnchor(pipeline);
    PassManager pm = new PassManager(ctx, anchored[0], Nesting.EXPLICIT);
    PassPipelineParser.parse(anchored[1], pm, registry);
    return pm;
  }

  public MLIRContext getContext() {
    return ctx;
  }

  public void addInstrumentation(PassInstrumentation pi) {
    instrumentations.add(pi);
  }

  /** Verify the IR after every pass (default true), as {@code -verify-each}. */
  public void enableVerifier(boolean enable) {
    this.verifyEach = enable;
  }

  /** Threads for nested pipelines; 1 disables multi-threading. Default: available processors. */
  public void setParallelism(int threads) {
    this.parallelism = Math.max(1, threads);
  }

  public void disableMultithreading() {
    setParallelism(1);
  }

  /** Where IR dumps and diagnostics of parallel work go; default: standard error. */
  public OrderedOutput getOutput() {
    if (output == null) {
      output = new OrderedOutput(System.err, ctx.getDiagEngine());
    }
    return output;
  }

  public void setOutput(PrintStream stream) {
    this.output = new OrderedOutput(stream, ctx.getDiagEngine());
  }

  /**
   * Runs the pipeline on {@code op}. Returns false when a pass failed (it reported why) or the
   * anchor does not match {@code op}. Diagnostics are delivered before this returns. A pass
   * manager runs one op at a time: a run from another thread while one is going on, or from
   * a pass of the run, throws {@link IllegalStateException}. A run whose thread is interrupted
   * stops before its next pass with a {@link java.util.concurrent.CancellationException}.
   */
  public boolean run(Operation op) {
    try (SingleThreadUse.Scope s = running.enter()) {
      try {
        return runPipeline(op);
      } finally {
        ctx.getDiagEngine().flush();
      }
    }
  }

  private boolean runPipeline(Operation op) {
    String anchor = getOpName();
    if (anchor != null && !anchor.equals(op.getName())) {
      ctx.getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR, op.getLoc(),
          "can't run '" + anchor + "' pass manager on '" + op.getName() + "' op"));
      return false;
    }
    finalizePassList();
    PassExecutor.initialize(this, ctx);
    for (PassInstrumentation pi : instrumentations) {
      pi.runBeforeRun(this);
    }
    // No pool for an empty pipeline (jopt's parse-and-print runs): its classes are 0.5 ms.
    ExecutorService pool = parallelism > 1 && size() > 0 ? Executors.newFixedThreadPool(parallelism, r -> {
      Thread t = jopt.support.DeepStack.newThread(r, "jopt-pass-worker");
      t.setDaemon(true);
      return t;
    }) : null;
    try {
      PassExecutor exec = new PassExecutor(
          List.copyOf(instrumentations), verifyEach, pool, parallelism, getOutput());
      return exec.runPipeline(this, op, false);
    } finally {
      if (pool != null) {
        pool.shutdownNow();
        awaitWorkers(pool);
      }
    }
  }

  /**
   * A run returns once its workers have stopped (each at its next pass, interrupted by
   * shutdownNow), so that nothing of it goes on using the IR or a core, nor checks the context's
   * invocation after the run: an interrupted worker cancels the invocation it checks, which may
   * by then be the next run's. The caller's interrupt, if any, is kept.
   */
  private static void awaitWorkers(ExecutorService pool) {
    boolean interrupted = Thread.interrupted(); // to wait; set again below
    try {
      while (!pool.awaitTermination(1, java.util.concurrent.TimeUnit.SECONDS)) {
        // a pass of a worker still running: it ends at its next check
      }
    } catch (InterruptedException e) {
      interrupted = true; // interrupted again: stop waiting
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** {@code Pass Manager with N passes:} and the indented pipeline, as --dump-pass-pipeline. */
  public String dumpPipeline() {
    StringBuilder sb = new StringBuilder();
    sb.append("Pass Manager with ").append(size()).append(" passes:\n");
    printIndented(sb, 0);
    return sb.append("\n\n").toString();
  }
}
