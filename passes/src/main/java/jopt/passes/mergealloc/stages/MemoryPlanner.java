package jopt.passes.mergealloc.stages;

import jopt.passes.planner.MemorySchedule;

/** Stage 2 (the seed's MemoryPlannerFunc): offsets and total size for one scope's trace. */
@FunctionalInterface
public interface MemoryPlanner {
  MemorySchedule plan(LifetimeTrace trace, MergeAllocOptions options);
}
