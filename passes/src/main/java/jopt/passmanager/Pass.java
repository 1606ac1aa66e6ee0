package jopt.passmanager;

import jopt.ir.MLIRContext;
import jopt.ir.Operation;

/**
 * A transformation or analysis over one op (its anchor: {@code func.func}, {@code
 * builtin.module}, or any op). The pass manager creates a copy per thread, so a pass may keep
 * state in fields during {@link #runOnOperation}. A pass fails by emitting a diagnostic on the
 * op it failed on and calling {@link #signalPassFailure}.
 */
public abstract class Pass {
  private final PassInfo info;
  private final PassOptions options = new PassOptions();
  private Operation op;
  private boolean failed;
  private boolean allAnalysesPreserved;
  private Pass origin = this;

  protected Pass(PassInfo info) {
    this.info = info;
  }

  /**
   * A pass named {@code argument} in pipelines, running on ops named {@code anchor} (null: any
   * op); {@code factory} makes the fresh instances other threads use, usually the constructor:
   *
   * <pre>{@code
   * final class CountOps extends Pass {
   *   final PassOption<Integer> limit = option(PassOption.ofInt("limit", "Most ops", 100));
   *   CountOps() { super("count-ops", "Counts the ops of a function", "func.func", CountOps::new); }
   *   protected void runOnOperation() { ... }
   * }
   * }</pre>
   *
   * Register it with {@code registry.register(CountOps::new)}; {@link #getName()} (the class
   * name) is what instrumentation shows.
   */
  protected Pass(String argument, String description, String anchor,
      java.util.function.Supplier<? extends Pass> factory) {
    this(PassInfo.of(argument, description, anchor, factory));
  }

  public final PassInfo getInfo() {
    return info;
  }

  /** The pipeline name ({@code cse}). */
  public String getArgument() {
    return info.argument();
  }

  public String getDescription() {
    return info.description();
  }

  /** The name MLIR's instrumentation shows ({@code CSE}, {@code Canonicalizer}). */
  public String getName() {
    return getClass().getSimpleName();
  }

  /** The op name this pass runs on, or null for op-agnostic passes. */
  public String getOpName() {
    return info.opName();
  }

  public final PassOptions getOptions() {
    return options;
  }

  /** Declares an option; call from field initializers. */
  protected final <T> PassOption<T> option(PassOption<T> option) {
    return options.add(option);
  }

  /** Whether this pass may run on ops named {@code opName}. */
  public boolean canScheduleOn(String opName) {
    return getOpName() == null || getOpName().equals(opName);
  }

  /** Called once per pass manager run before any op is processed (build patterns here). */
  public void initialize(MLIRContext ctx) {}

  /** The work of the pass on {@link #getOperation()}. */
  protected abstract void runOnOperation();

  protected final Operation getOperation() {
    return op;
  }

  protected final MLIRContext getContext() {
    return op.getContext();
  }

  /** Marks this run as failed; the pipeline stops after the pass. */
  protected final void signalPassFailure() {
    failed = true;
  }

  /**
   * Says that this run changed nothing, as MLIR's {@code markAllAnalysesPreserved}: the pass
   * manager then skips the verification after it (the IR is as it was verified before).
   */
  protected final void markAllAnalysesPreserved() {
    allAnalysesPreserved = true;
  }

  /** Whether the last run marked all analyses preserved. */
  final boolean allAnalysesPreserved() {
    return allAnalysesPreserved;
  }

  /**
   * Runs {@code pipeline} on {@code target} (an op nested in this pass's op) from inside this
   * pass, sequentially and with verification, as MLIR's dynamic pass pipelines; false on failure.
   */
  protected final boolean runPipeline(OpPassManager pipeline, Operation target) {
    if (pipeline.getOpName() != null && !pipeline.getOpName().equals(target.getName())) {
      target.emitError("can't run '" + pipeline.getOpName() + "' pass manager on '"
          + target.getName() + "' op");
      return false;
    }
    pipeline.finalizePassList();
    if (pipeline.initializedFor != target.getContext()) {
      PassExecutor.initialize(pipeline, target.getContext());
      pipeline.initializedFor = target.getContext();
    }
    PassExecutor exec = new PassExecutor(java.util.List.of(), true, null, 1,
        new OrderedOutput(System.err, target.getContext().getDiagEngine()));
    return exec.runPipeline(pipeline, target, false);
  }

  /** Runs on {@code target}; returns false when the pass signalled failure. */
  final boolean run(Operation target) {
    this.op = target;
    this.failed = false;
    this.allAnalysesPreserved = false;
    try {
      runOnOperation();
    } finally {
      this.op = null;
    }
    return !failed;
  }

  /** A fresh instance with the same option values, for another thread. */
  public Pass clonePass() {
    Pass p = info.create();
    p.options.copyFrom(options);
    p.origin = origin;
    return p;
  }

  final void setOrigin(Pass origin) {
    this.origin = origin;
  }

  /** The pass this one was cloned from (itself when not a clone). */
  public final Pass getOrigin() {
    return origin;
  }

  /** {@code arg{opt=v ...}} as in a textual pipeline. */
  public void printAsTextualPipeline(StringBuilder sb) {
    sb.append(getArgument()).append(options.print());
  }
}
