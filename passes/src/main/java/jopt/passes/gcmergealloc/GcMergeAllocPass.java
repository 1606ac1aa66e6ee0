package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.mergealloc.stages.MergeAllocException;

/**
 * {@code gc-merge-alloc}: intel/graph-compiler's merge-alloc pass with its options
 * ({@code analysis-only}, {@code planner-options}, {@code alignment}), giving the original's IR
 * and diagnostics (jopt's own {@code merge-alloc} follows the seed where the two differ).
 *
 * <p>Stages: lifetimes by {@link TickCollecter}, one trace per scope and memory space by
 * {@link TickTraceResult}, offsets by the original's planner ({@link StaticMemoryPlanning}),
 * the rewrite by {@link MergeAllocDefaultMutator}. {@code analysis-only} instead writes
 * {@code __mergealloc_lifetime = array<i64: scope, first, last>} on every {@code memref.alloc}
 * (-1 when never accessed, -2 when untraceable) and {@code __mergealloc_scope = scope : i64}
 * on the scope op; a scope's number is its op's tick (the function's is 1) where the original
 * prints the op's address. The pass checks everything before it rewrites: when it fails, the
 * IR is as it was.
 */
public final class GcMergeAllocPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("gc-merge-alloc",
      "Merges the static allocations of each allocation scope into one buffer, as "
          + "intel/graph-compiler's merge-alloc does", "func.func", GcMergeAllocPass::new);

  private final PassOption<Boolean> analysisOnly = option(PassOption.ofBool("analysis-only",
      "Do not rewrite: annotate each memref.alloc with its scope and first and last access "
          + "tick, and each scope op with its number (for testing)", false));
  private final PassOption<String> plannerOptions = option(PassOption.ofString(
      "planner-options", "The planner: cost-model (the default: size fit weighed against how "
          + "recently a chunk was freed) or size-first (the best size fit)", ""));
  private final PassOption<Long> alignment = option(PassOption.ofLong("alignment",
      "Alignment in bytes of the merged buffers and of every offset in them", 64));

  public GcMergeAllocPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation func = getOperation();
    long align = alignment.getValue();
    if (align <= 0) {
      // The original fails without a message here (and then divides by the alignment).
      func.emitError("gc-merge-alloc: alignment must be positive, got " + align);
      signalPassFailure();
      return;
    }
    try {
      TickCollecter.Result ticks = TickCollecter.collect(func,
          new BufferViewFlowAnalysis(func));
      if (analysisOnly.getValue()) {
        annotate(ticks);
        return;
      }
      List<TickTraceResult> traces = TickTraceResult.getTrace(ticks, align);
      String planner = plannerOptions.getValue();
      boolean costModel = planner.isEmpty() || planner.equals("cost-model");
      if (!traces.isEmpty() && !costModel && !planner.equals("size-first")) {
        func.emitOpError("Unrecognized planner option");
        signalPassFailure();
        return;
      }
      // Every scope is checked before any is planned: no size or offset may wrap.
      for (TickTraceResult t : traces) {
        String tooLarge = jopt.passes.planner.AddressSpace.check(asMemoryTrace(t.traces()), align);
        if (tooLarge != null) {
          throw new MergeAllocException(t.allocs().values().iterator().next(), "gc-merge-alloc: " + tooLarge);
        }
      }
      List<StaticMemoryPlanning.Schedule> schedules = new ArrayList<>();
      for (TickTraceResult t : traces) {
        schedules.add(StaticMemoryPlanning.scheduleMemoryAllocations(t.traces(), align,
            costModel));
      }
      MergeAllocDefaultMutator mutator = new MergeAllocDefaultMutator(getContext());
      for (int i = 0; i < traces.size(); i++) {
        mutator.mutate(traces.get(i), schedules.get(i), align);
      }
    } catch (MergeAllocException e) {
      e.getOp().emitError(e.getMessage());
      signalPassFailure();
    }
  }

  /** The original's trace (a size allocates, 0 frees) as the shared planners' trace. */
  private static jopt.passes.planner.MemoryTrace asMemoryTrace(List<StaticMemoryPlanning.Trace> traces) {
    List<jopt.passes.planner.MemoryTrace.Event> events = new ArrayList<>();
    for (StaticMemoryPlanning.Trace t : traces) {
      events.add(t.size() > 0 ? new jopt.passes.planner.MemoryTrace.Alloc(t.bufferId(), t.size())
          : new jopt.passes.planner.MemoryTrace.Free(t.bufferId()));
    }
    return new jopt.passes.planner.MemoryTrace(events);
  }

  private static void annotate(TickCollecter.Result ticks) {
    for (Map.Entry<Operation, TickCollecter.Tick> e : ticks.allocTicks().entrySet()) {
      Operation scope = AllocScopes.getAllocScope(e.getKey());
      if (scope == null) {
        continue;
      }
      Long id = ticks.regionOpTicks().get(scope);
      if (id == null) {
        continue;
      }
      TickCollecter.Tick t = e.getValue();
      e.getKey().setAttr("__mergealloc_lifetime",
          DenseArrayAttr.ofI64(id, t.firstAccess, t.lastAccess));
      scope.setAttr("__mergealloc_scope", IntegerAttr.get(id, IntegerType.get(64)));
    }
  }
}
