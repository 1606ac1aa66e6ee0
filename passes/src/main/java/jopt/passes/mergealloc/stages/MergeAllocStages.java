package jopt.passes.mergealloc.stages;

/**
 * The three replaceable stages of merge-alloc (the seed's TraceCollectorFunc,
 * MemoryPlannerFunc and MemoryMergeMutatorFunc).
 */
public record MergeAllocStages(TraceCollector collector, MemoryPlanner planner,
    MemoryMergeMutator mutator) {}
