package jopt.passes.mergealloc.precise;

import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.stages.MergeAllocStages;
import jopt.passes.mergealloc.stages.MergeAllocStages.TraceCollector;

/**
 * The stages of precise merge-alloc. The collector (the seed's first stage) is analysis, once
 * per function ({@link PreciseAnalysis}: each scope's trace with its {@link ScopeModel}), then
 * admission ({@link Admission}: which of the buffers lent to calls join their scope's arena,
 * weighed with the planner of the next stage); the planner is {@link PrecisePlanner}, the
 * mutator {@link ArenaMutator}. They keep no state: what one tells the next is in the traces.
 */
public final class PreciseStages {
  private PreciseStages() {}

  /**
   * With {@code dynamicSizes}, buffers of dynamic size join; with {@code borrowed}, buffers
   * passed to calls whose callees only borrow them; with {@code resultInArena}, the function
   * may return one buffer of its arena (see {@link PreciseAnalysis}).
   */
  public static MergeAllocStages of(boolean dynamicSizes, BorrowedArguments borrowed,
      boolean resultInArena) {
    PreciseAnalysis analysis = new PreciseAnalysis(dynamicSizes, borrowed, resultInArena);
    PrecisePlanner planner = new PrecisePlanner();
    TraceCollector collector = (func, options) ->
        Admission.admit(analysis.analyze(func, options), t -> planner.plan(t, options));
    return new MergeAllocStages(collector, planner, new ArenaMutator());
  }
}
