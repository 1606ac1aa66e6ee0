package jopt.mergealloc;

import java.util.List;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.mergealloc.planner.MemorySchedule;
import jopt.mergealloc.planner.OptimalPlanner;
import jopt.mergealloc.planner.PlanPicture;
import jopt.mergealloc.planner.PlannerMode;
import jopt.mergealloc.planner.StaticMemoryPlanner;
import jopt.pass.Pass;
import jopt.pass.PassInfo;
import jopt.pass.PassOption;

/**
 * merge-alloc (seed merge-alloc.md, the graph-compiler pass): the mergeable allocations of
 * each allocation scope and memory space become views of one buffer, at offsets a static
 * planner chose so that buffers whose lifetimes overlap never overlap in memory. The three
 * stages are replaceable: {@link #MergeAllocPass(TraceCollector, MemoryPlanner,
 * MemoryMergeMutator)}.
 */
public final class MergeAllocPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("merge-alloc",
      "Merges the static allocations of each allocation scope into one buffer", "func.func",
      MergeAllocPass::new);

  private final PassOption<Boolean> analysisOnly = option(PassOption.ofBool("analysis-only",
      "Only annotate allocations with their lifetimes and scopes (for testing)", false));
  private final PassOption<String> plannerOptions = option(PassOption.ofString(
      "planner-options", "The planner: cost-model (default, size and cache locality), "
          + "size-first (best size fit) or optimal (exact search within optimal-time-limit)",
      ""));
  private final PassOption<Long> optimalTimeLimit = option(PassOption.ofLong(
      "optimal-time-limit", "Milliseconds the optimal planner may search per scope",
      OptimalPlanner.DEFAULT_TIME_LIMIT_MS));
  private final PassOption<Long> alignment = option(PassOption.ofLong("alignment",
      "The alignment of the merged allocations", 64));

  private final PassOption<Boolean> precise = option(PassOption.ofBool("precise",
      "jopt: lifetimes from first to last access as the run has them, each buffer aligned only "
          + "as it needs, the exact planner on small scopes, the arena allocated at its first use",
      false));
  private final PassOption<Boolean> dynamicSizes = option(PassOption.ofBool("dynamic-sizes",
      "jopt, with precise: buffers of dynamic size join the arena at offsets computed at run "
          + "time", false));

  private final PassOption<String> planSvg = option(PassOption.ofString("plan-svg",
      "Write a picture of each scope's plan to this SVG file (scope n > 0 adds .n)", ""));

  private final TraceCollector collector;
  private final MemoryPlanner planner;
  private final MemoryMergeMutator mutator;

  public MergeAllocPass() {
    this(new TickCollector(),
        (trace, o) -> StaticMemoryPlanner.plan(trace.trace(), o.alignment(), o.plannerMode(),
            o.optimalTimeLimitMillis()),
        new ViewMutator());
  }

  public MergeAllocPass(TraceCollector collector, MemoryPlanner planner,
      MemoryMergeMutator mutator) {
    super(INFO);
    this.collector = collector;
    this.planner = planner;
    this.mutator = mutator;
  }

  @Override
  protected void runOnOperation() {
    PlannerMode mode = plannerOptions.getValue().isEmpty() ? PlannerMode.COST_MODEL
        : PlannerMode.fromOptionValue(plannerOptions.getValue());
    if (mode == null) {
      getOperation().emitError("merge-alloc: unknown planner-options '"
          + plannerOptions.getValue() + "' (cost-model, size-first or optimal)");
      signalPassFailure();
      return;
    }
    MergeAllocOptions options = new MergeAllocOptions(alignment.getValue(), mode,
        analysisOnly.getValue(), optimalTimeLimit.getValue());
    if (dynamicSizes.getValue() && !precise.getValue()) {
      getOperation().emitError("merge-alloc: dynamic-sizes=true needs precise=true");
      signalPassFailure();
      return;
    }
    boolean exact = precise.getValue();
    PreciseCollector preciseCollector = exact ? new PreciseCollector(dynamicSizes.getValue())
        : null;
    TraceCollector collector = exact ? preciseCollector : this.collector;
    MemoryPlanner planner = exact ? new PrecisePlanner(preciseCollector.lifetimes())
        : this.planner;
    MemoryMergeMutator mutator = exact ? new ArenaMutator(preciseCollector.lifetimes())
        : this.mutator;
    List<LifetimeTrace> traces;
    try {
      traces = collector.collect(getOperation(), options);
    } catch (MergeAllocException e) {
      e.getOp().emitError(e.getMessage());
      signalPassFailure();
      return;
    }
    // Every scope is checked before any is changed: a refused one leaves the input as it was.
    for (LifetimeTrace trace : traces) {
      String tooLarge = jopt.mergealloc.planner.AddressSpace.check(trace.trace(), options.alignment());
      if (tooLarge != null) {
        trace.allocs().values().iterator().next().emitError("merge-alloc: " + tooLarge);
        signalPassFailure();
        return;
      }
    }
    int scopeId = 0;
    for (LifetimeTrace trace : traces) {
      MemorySchedule schedule = planner.plan(trace, options);
      if (!planSvg.getValue().isEmpty() && !writePicture(trace, schedule, options, scopeId)) {
        return;
      }
      if (options.analysisOnly()) {
        annotate(trace, schedule, scopeId++);
      } else {
        mutator.mutate(trace, schedule, options);
      }
    }
  }

  private boolean writePicture(LifetimeTrace trace, MemorySchedule schedule,
      MergeAllocOptions options, int scopeId) {
    java.util.Map<Long, String> labels = new java.util.HashMap<>();
    trace.allocs().forEach((id, op) -> labels.put(id, op.getResult(0).getType().toString()));
    String file = planSvg.getValue() + (scopeId == 0 ? "" : "." + scopeId);
    String title = "merge-alloc scope " + scopeId;
    try {
      java.nio.file.Files.writeString(java.nio.file.Path.of(file), PlanPicture.svg(title,
          trace.intervals(), schedule, options.alignment(), labels));
      return true;
    } catch (java.io.IOException e) {
      getOperation().emitError("merge-alloc: cannot write '" + file + "': " + e.getMessage());
      signalPassFailure();
      return false;
    }
  }

  private static void annotate(LifetimeTrace trace, MemorySchedule schedule, int scopeId) {
    for (var iv : trace.intervals()) {
      var alloc = trace.allocs().get(iv.bufferId());
      alloc.setAttr("__mergealloc_lifetime", DenseArrayAttr.ofI64(iv.begin(), iv.end()));
      alloc.setAttr("__mergealloc_scope", IntegerAttr.get(scopeId, IntegerType.get(64)));
      if (((jopt.ir.type.MemRefType) alloc.getResult(0).getType()).hasStaticShape()) {
        alloc.setAttr("__mergealloc_offset", IntegerAttr.get(
            schedule.offsets().get(iv.bufferId()), IntegerType.get(64)));
      }
    }
  }
}
