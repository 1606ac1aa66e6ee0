package jopt.passes.mergealloc;

/**
 * The three replaceable stages of merge-alloc (the seed's TraceCollectorFunc,
 * MemoryPlannerFunc and MemoryMergeMutatorFunc).
 */
public record MergeAllocStages(TraceCollector collector, MemoryPlanner planner,
    MemoryMergeMutator mutator) {}
