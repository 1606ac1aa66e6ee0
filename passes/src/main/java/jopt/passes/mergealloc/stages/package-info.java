/**
 * The seed's replaceable stages of merge-alloc and what travels between them: {@link
 * MergeAllocStages} (the seed's MergeAllocationOptions: the collector, planner and mutator
 * interfaces, one of each, and the option values they read), each scope's {@link LifetimeTrace}
 * (with, from precise merge-alloc's analysis, the scope's immutable {@link
 * LifetimeTrace.ScopeModel}) and the {@link MergeAllocException} a collector throws. The seed's
 * stages ({@code mergealloc}) and the precise mode's ({@code mergealloc.precise}) are composed
 * into these by {@code MergeAllocPass} and {@code PreciseStages}; nothing here depends on
 * either.
 */
package jopt.passes.mergealloc.stages;
