package jopt.passes.mergealloc;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.precise.PreciseStages;
import jopt.passes.mergealloc.precise.SymbolicReport;
import jopt.passes.mergealloc.stages.LifetimeTrace;
import jopt.passes.mergealloc.stages.MergeAllocException;
import jopt.passes.mergealloc.stages.MergeAllocStages;
import jopt.passes.mergealloc.stages.MergeAllocStages.Options;
import jopt.passes.planner.AddressSpace;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlanPage;
import jopt.passes.planner.PlanReportFile;
import jopt.passes.planner.PlannerMode;
import jopt.passes.planner.PlannerStats;
import jopt.passes.planner.StaticMemoryPlanner;

/**
 * merge-alloc (seed merge-alloc.md, the graph-compiler pass): the mergeable allocations of
 * each allocation scope and memory space become views of one buffer, at offsets a static
 * planner chose so that buffers whose lifetimes overlap never overlap in memory. The three
 * stages are replaceable: {@link #MergeAllocPass(MergeAllocStages)}.
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
      "optimal-time-limit",
      "Milliseconds of CPU time the optimal planner may search per scope",
      OptimalPlanner.DEFAULT_TIME_LIMIT_MS));
  private final PassOption<Long> alignment = option(PassOption.ofLong("alignment",
      "The alignment of the merged allocations", 64));

  private final PassOption<String> planReport = option(PassOption.ofString("plan-report",
      "Write the plans of all scopes of the module to this HTML page (a tab per scope)", ""));
  /** The page's collector, shared by the clones of this pass (see {@link #getOrigin()}). */
  private final PlanReportFile reports = new PlanReportFile();
  private final PassOption<String> planReportSizes = option(PassOption.ofString(
      "plan-report-sizes", "With dynamic-sizes: the sizes at which the report draws an arena "
          + "of buffers of dynamic size (a tab each; every dynamic dimension of the function's "
          + "arguments takes the size), separated by ':'", jopt.passes.planner.PlanReportFile.DEFAULT_SIZES));
  /** The collector of a pass that runs this one per function (jopt-merge-alloc); null: own. */
  private PlanReportFile sharedReports;

  private final PassOption<Boolean> precise = option(PassOption.ofBool("precise",
      "jopt: lifetimes from first to last access as the run has them, each buffer aligned only "
          + "as it needs, the exact planner on small scopes, the arena allocated at its first use",
      false));
  private final PassOption<Boolean> dynamicSizes = option(PassOption.ofBool("dynamic-sizes",
      "jopt, with precise: buffers of dynamic size join the arena at offsets computed at run "
          + "time", false));


  /** The stages this pass runs unless {@code precise} is set (a clone keeps them). */
  private MergeAllocStages given;
  /** The module's borrowed call arguments (jopt-merge-alloc gives them; none otherwise). */
  private BorrowedArguments borrowed = BorrowedArguments.none();
  /** jopt-merge-alloc on a function nothing in the module calls: one result may be in the arena. */
  private boolean resultInArena;

  /** The seed's stages, each given the option values it reads. */
  public MergeAllocPass() {
    this(new MergeAllocStages((func, o) -> new TickCollector().collect(func, o.alignment()),
        (trace, o) -> StaticMemoryPlanner.plan(trace.trace(), o.alignment(), o.plannerMode(),
            o.optimalTimeLimitMillis()),
        (trace, schedule, o) -> new ViewMutator().mutate(trace, schedule, o.alignment())));
  }

  /** This pass with {@code stages} (graph-compiler's MergeAllocationOptions), not the seed's. */
  public MergeAllocPass(MergeAllocStages stages) {
    super(INFO);
    this.given = stages;
  }

  /**
   * This pass in its precise mode (with {@code dynamicSizes}), placing in the arena the buffers
   * passed to calls whose callees only borrow them ({@code borrowed}, computed on the module
   * before any function changes).
   */
  static MergeAllocPass precise(boolean dynamicSizes, BorrowedArguments borrowed,
      boolean resultInArena) {
    MergeAllocPass p = new MergeAllocPass();
    p.precise.setValue(true);
    p.dynamicSizes.setValue(dynamicSizes);
    p.borrowed = borrowed;
    p.resultInArena = resultInArena;
    return p;
  }

  /** This pass writing its plan report to {@code file} through {@code collector}. */
  MergeAllocPass reporting(String file, String sizes, PlanReportFile collector) {
    planReport.setValue(file);
    planReportSizes.setValue(sizes);
    sharedReports = collector;
    return this;
  }

  @Override
  public jopt.passmanager.Pass clonePass() {
    MergeAllocPass p = (MergeAllocPass) super.clonePass();
    p.given = given;
    p.borrowed = borrowed;
    p.resultInArena = resultInArena;
    p.sharedReports = sharedReports;
    return p;
  }

  /** The stages this pass runs: the precise mode's, or those it was made with. */
  private MergeAllocStages stages() {
    return precise.getValue()
        ? PreciseStages.of(dynamicSizes.getValue(), borrowed, resultInArena)
        : given;
  }

  /** Whether the options go together; if not, the error is emitted and the pass fails. */
  private boolean optionsAgree() {
    if (dynamicSizes.getValue() && !precise.getValue()) {
      getOperation().emitError("merge-alloc: dynamic-sizes=true needs precise=true");
      signalPassFailure();
      return false;
    }
    return true;
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
    Options options = new Options(alignment.getValue(), mode, analysisOnly.getValue(),
        optimalTimeLimit.getValue());
    if (!optionsAgree()) {
      return;
    }
    MergeAllocStages stages = stages();
    List<LifetimeTrace> traces;
    try {
      traces = stages.collector().collect(getOperation(), options);
    } catch (MergeAllocException e) {
      e.getOp().emitError(e.getMessage());
      signalPassFailure();
      return;
    }
    // Every scope is checked before any is changed: a refused one leaves the input as it was.
    for (LifetimeTrace trace : traces) {
      String tooLarge = AddressSpace.check(trace.trace(), options.alignment());
      if (tooLarge != null) {
        trace.allocs().values().iterator().next().emitError("merge-alloc: " + tooLarge);
        signalPassFailure();
        return;
      }
    }
    boolean report = !planReport.getValue().isEmpty();
    ValueNames names = report ? new ValueNames(getOperation()) : null;
    List<PlanPage.Arena> arenas = new ArrayList<>();
    int scopeId = 0;
    for (LifetimeTrace trace : traces) {
      MemorySchedule schedule = stages.planner().plan(trace, options);
      if (report) {
        List<PlanPage.Arena> symbolic = dynamicSizes.getValue()
            ? SymbolicReport.arenas(trace, schedule, options.alignment(),
                arenaName(trace, scopeId), reportSizes(), names)
            : List.of();
        if (symbolic.isEmpty()) {
          arenas.add(arena(trace, schedule, options, scopeId, names));
        } else {
          arenas.addAll(symbolic);
        }
      }
      if (options.analysisOnly()) {
        annotate(trace, schedule, scopeId);
      } else {
        stages.mutator().mutate(trace, schedule, options);
      }
      scopeId++;
    }
    if (report) {
      PlanReportFile collector = sharedReports != null ? sharedReports
          : ((MergeAllocPass) getOrigin()).reports;
      String failed = collector.add(getOperation(),
          planReport.getValue(), "merge-alloc plan", arenas);
      if (failed != null) {
        getOperation().emitError("merge-alloc: " + failed);
        signalPassFailure();
      }
    }
  }

  /** The page's view of one scope's plan: a box per merged allocation. */
  private PlanPage.Arena arena(LifetimeTrace trace, MemorySchedule schedule, Options options,
      int scopeId, ValueNames names) {
    List<PlanPage.Buffer> buffers = new ArrayList<>();
    for (MemoryTrace.Interval iv : trace.intervals()) {
      Operation alloc = trace.allocs().get(iv.bufferId());
      buffers.add(new PlanPage.Buffer(iv.bufferId(), names.nameOf(alloc.getResult(0)),
          alloc.getName(), alloc.getResult(0).getType().toString(), iv.size(),
          PlannerStats.alignUp(iv.size(), options.alignment()),
          schedule.offsets().get(iv.bufferId()), iv.begin(), iv.end(),
          PlanReportFile.where(alloc.getLoc()), ""));
    }
    String name = arenaName(trace, scopeId);
    return new PlanPage.Arena(name, schedule.totalSize(), "planner-options="
        + options.plannerMode().optionValue() + ", alignment " + options.alignment(), buffers,
        List.of());
  }

  /** A scope's tab: its function, number, the op holding it and its memory space. */
  private String arenaName(LifetimeTrace trace, int scopeId) {
    Operation owner = trace.scope().getParentOp();
    return "@" + PlanReportFile.functionName(getOperation()) + " scope " + scopeId
        + (owner != null && owner != getOperation() ? " (" + owner.getName() + ")" : "")
        + (trace.memorySpace() != null ? " memory space " + trace.memorySpace() : "");
  }

  /** The sizes of {@code plan-report-sizes}; empty where one is not a positive number. */
  private List<Long> reportSizes() {
    List<Long> sizes = new ArrayList<>();
    for (String s : planReportSizes.getValue().split(":")) {
      try {
        long v = Long.parseLong(s.trim());
        if (v < 0) {
          return List.of();
        }
        sizes.add(v);
      } catch (NumberFormatException e) {
        return List.of();
      }
    }
    return sizes;
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
