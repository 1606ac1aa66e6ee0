package jopt.passes.mergealloc.stages;

import jopt.passes.planner.MemorySchedule;

/** Stage 3 (the seed's MemoryMergeMutatorFunc): rewrites one scope's allocations by a plan. */
@FunctionalInterface
public interface MemoryMergeMutator {
  void mutate(LifetimeTrace trace, MemorySchedule schedule, MergeAllocOptions options);
}
