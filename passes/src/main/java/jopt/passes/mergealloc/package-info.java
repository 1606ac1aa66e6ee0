/**
 * merge-alloc, after intel/graph-compiler's pass (jopt's seed merge-alloc.md): the mergeable
 * allocations of each allocation scope and memory space become views of one buffer at offsets a
 * static planner chooses. {@link MergeAllocPass} runs the seed's three replaceable stages
 * ({@code stages.MergeAllocStages}: a {@code TraceCollector}, by default {@link TickCollector}; a
 * {@code MemoryPlanner}, by default {@code jopt.passes.planner}'s; a {@code MemoryMergeMutator},
 * by default {@link ViewMutator}); {@code merge-alloc{precise=true}} runs the subpackage
 * {@code precise} through the same stages, and {@code jopt-merge-alloc}
 * ({@link JoptMergeAllocPass}) first rewrites loops and branches ({@code prepare}, the pass
 * {@code jopt-merge-alloc-prepare}), then merges the functions callees first, threading the
 * interprocedural lending ({@code lend}, an immutable value each function's lending replaces)
 * through them. What every stage asks of the IR is in
 * {@code facts}. graph-compiler's pass as the original is {@code jopt.passes.gcmergealloc}.
 */
package jopt.passes.mergealloc;
