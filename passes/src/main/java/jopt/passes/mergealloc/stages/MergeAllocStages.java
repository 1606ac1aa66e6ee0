package jopt.passes.mergealloc.stages;

import java.util.List;
import jopt.ir.Operation;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;

/**
 * The three replaceable stages of merge-alloc and the option values each is given: the seed's
 * MergeAllocationOptions (its TraceCollectorFunc, MemoryPlannerFunc and MemoryMergeMutatorFunc,
 * and the values they read). Every stage sees one scope's {@link LifetimeTrace} at a time (with
 * precise merge-alloc's {@link LifetimeTrace.ScopeModel}) and the {@link Options}; what one
 * stage tells the next travels in the traces.
 */
public record MergeAllocStages(TraceCollector collector, MemoryPlanner planner,
    MemoryMergeMutator mutator) {
  /** The option values of merge-alloc that the stages read. */
  public record Options(long alignment, PlannerMode plannerMode, boolean analysisOnly,
      long optimalTimeLimitMillis) {
    public Options(long alignment, PlannerMode plannerMode, boolean analysisOnly) {
      this(alignment, plannerMode, analysisOnly, OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
    }
  }

  /**
   * Stage 1 (the seed's TraceCollectorFunc): finds the mergeable allocations of a function and
   * their lifetimes, per allocation scope and memory space. Throws
   * {@link MergeAllocException} for IR it cannot analyze.
   */
  @FunctionalInterface
  public interface TraceCollector {
    List<LifetimeTrace> collect(Operation func, Options options);
  }

  /** Stage 2 (the seed's MemoryPlannerFunc): offsets and total size for one scope's trace. */
  @FunctionalInterface
  public interface MemoryPlanner {
    MemorySchedule plan(LifetimeTrace trace, Options options);
  }

  /** Stage 3 (the seed's MemoryMergeMutatorFunc): rewrites one scope's allocations by a plan. */
  @FunctionalInterface
  public interface MemoryMergeMutator {
    void mutate(LifetimeTrace trace, MemorySchedule schedule, Options options);
  }
}
