/**
 * {@code gc-merge-alloc} ({@link GcMergeAllocPass}): intel/graph-compiler's merge-alloc as the
 * original, giving its IR and diagnostics: its allocation scopes ({@link AllocScopes}), tick
 * collector ({@link TickCollecter}, the original's spelling), static memory planner
 * ({@link StaticMemoryPlanning}, {@link MemoryChunk}) and default mutator
 * ({@link MergeAllocDefaultMutator}).
 *
 * <p>A package of its own beside {@code jopt.passes.mergealloc} (jopt's merge-alloc, which follows
 * the seed): the two share no stage, trace, planner or rewrite, only the exception that reports
 * IR neither can handle ({@code mergealloc.stages.MergeAllocException}).
 */
package jopt.passes.gcmergealloc;
