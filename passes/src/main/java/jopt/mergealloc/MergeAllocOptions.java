package jopt.mergealloc;

import jopt.mergealloc.planner.PlannerMode;

/** The options of merge-alloc that the replaceable stages see. */
public record MergeAllocOptions(long alignment, PlannerMode plannerMode, boolean analysisOnly) {}
