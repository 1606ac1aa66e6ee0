/**
 * merge-alloc, after intel/graph-compiler's pass (jopt's seed merge-alloc.md): the mergeable
 * allocations of each allocation scope and memory space become views of one buffer at offsets a
 * static planner chooses. {@link MergeAllocPass} runs the seed's three replaceable stages
 * ({@link MergeAllocStages}: a {@link TraceCollector}, by default {@link TickCollector}; a
 * {@link MemoryPlanner}, by default {@code jopt.passes.planner}'s; a {@link MemoryMergeMutator},
 * by default {@link ViewMutator}); {@code merge-alloc{precise=true}} runs the subpackage
 * {@code precise} through the same stages, and {@code jopt-merge-alloc}
 * ({@link JoptMergeAllocPass}) adds interprocedural lending ({@code lend}). The graph-compiler
 * pass as the original is {@code gc}.
 */
package jopt.passes.mergealloc;
