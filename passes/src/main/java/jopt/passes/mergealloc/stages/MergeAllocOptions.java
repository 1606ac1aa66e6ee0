package jopt.passes.mergealloc.stages;

import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;

/** The options of merge-alloc that the replaceable stages see. */
public record MergeAllocOptions(long alignment, PlannerMode plannerMode, boolean analysisOnly,
    long optimalTimeLimitMillis) {
  public MergeAllocOptions(long alignment, PlannerMode plannerMode, boolean analysisOnly) {
    this(alignment, plannerMode, analysisOnly, OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
  }
}
