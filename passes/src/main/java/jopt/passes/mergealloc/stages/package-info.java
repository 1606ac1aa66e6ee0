/**
 * The seed's three replaceable stages of merge-alloc ({@link TraceCollector},
 * {@link MemoryPlanner}, {@link MemoryMergeMutator}; {@link MergeAllocStages} holds one of each)
 * and what travels between them: each scope's {@link LifetimeTrace} (with, from precise
 * merge-alloc's analysis, the scope's immutable {@link ScopeModel}), the
 * {@link MergeAllocOptions} and the {@link MergeAllocException} a collector throws. The seed's
 * stages ({@code mergealloc}) and the precise mode's ({@code mergealloc.precise}) both implement
 * these; nothing here depends on either.
 */
package jopt.passes.mergealloc.stages;
