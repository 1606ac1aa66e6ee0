package jopt.passes.mergealloc.precise;

import java.util.List;
import jopt.ir.Operation;
import jopt.passes.mergealloc.LifetimeTrace;
import jopt.passes.mergealloc.MemoryPlanner;
import jopt.passes.mergealloc.MergeAllocOptions;
import jopt.passes.mergealloc.TraceCollector;
import jopt.passes.mergealloc.lend.BorrowedArguments;

/**
 * The trace collector of precise merge-alloc (the seed's first stage): analysis, once per
 * function ({@link PreciseAnalysis}: each scope's trace with its {@link ScopeModel}), then
 * admission ({@link LentFit}: which of the buffers lent to calls join their scope's arena,
 * weighed with {@code planner}, the stage that plans the traces after).
 */
public final class PreciseCollector implements TraceCollector {
  private final PreciseAnalysis analysis;
  private final MemoryPlanner planner;

  /** With {@code analysis}'s lifetimes, admitting by {@code planner}'s plans. */
  public PreciseCollector(PreciseAnalysis analysis, MemoryPlanner planner) {
    this.analysis = analysis;
    this.planner = planner;
  }

  /** Precise merge-alloc's analysis with {@code dynamicSizes}, nothing borrowed. */
  public PreciseCollector(boolean dynamicSizes) {
    this(new PreciseAnalysis(dynamicSizes, BorrowedArguments.none(), false),
        new PrecisePlanner());
  }

  @Override
  public List<LifetimeTrace> collect(Operation func, MergeAllocOptions options) {
    return LentFit.admit(analysis.analyze(func, options), planner, options);
  }
}
