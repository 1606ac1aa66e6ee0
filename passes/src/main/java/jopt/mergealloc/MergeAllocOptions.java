package jopt.mergealloc;

import jopt.mergealloc.planner.OptimalPlanner;
import jopt.mergealloc.planner.PlannerMode;

/** The options of merge-alloc that the replaceable stages see. */
public record MergeAllocOptions(long alignment, PlannerMode plannerMode, boolean analysisOnly,
    long optimalTimeLimitMillis) {
  public MergeAllocOptions(long alignment, PlannerMode plannerMode, boolean analysisOnly) {
    this(alignment, plannerMode, analysisOnly, OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
  }
}
