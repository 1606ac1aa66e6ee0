package jopt.passes.mergealloc.precise;

import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.stages.MergeAllocStages;

/**
 * The stages of precise merge-alloc. The collector (the seed's first stage) is analysis, once
 * per function ({@link PreciseAnalysis}: each scope's trace with its {@link ScopeModel}), then
 * admission ({@link Admission}: which of the buffers lent to calls join their scope's arena,
 * weighed with the planner of the next stage), each model's guards then found again where its
 * arena's point moved ({@link Guards#again}); the planner is {@link PrecisePlanner}, the
 * mutator {@link ArenaMutator}. They keep no state: what one tells the next is in the traces.
 * Each takes the option values it reads; only this class knows the seed's stage contract.
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
    ArenaMutator mutator = new ArenaMutator();
    return new MergeAllocStages(
        (func, o) -> Admission.admit(analysis.analyze(func, o.alignment()),
            t -> planner.plan(t, o.optimalTimeLimitMillis())).stream().map(Guards::again).toList(),
        (t, o) -> planner.plan(t, o.optimalTimeLimitMillis()),
        (t, schedule, o) -> mutator.mutate(t, schedule, o.alignment()));
  }
}
