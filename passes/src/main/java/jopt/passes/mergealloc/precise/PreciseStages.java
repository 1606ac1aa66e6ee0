package jopt.passes.mergealloc.precise;

import jopt.passes.mergealloc.MergeAllocStages;
import jopt.passes.mergealloc.lend.BorrowedArguments;

/** The stages of precise merge-alloc: analysis and admission, planning, rewriting. */
public final class PreciseStages {
  private PreciseStages() {}

  /**
   * With {@code dynamicSizes}, buffers of dynamic size join; with {@code borrowed}, buffers
   * passed to calls whose callees only borrow them; with {@code resultInArena}, the function
   * may return one buffer of its arena (see {@link PreciseAnalysis}).
   */
  public static MergeAllocStages of(boolean dynamicSizes, BorrowedArguments borrowed,
      boolean resultInArena) {
    PrecisePlanner planner = new PrecisePlanner();
    return new MergeAllocStages(new PreciseCollector(
        new PreciseAnalysis(dynamicSizes, borrowed, resultInArena), planner), planner,
        new ArenaMutator());
  }
}
