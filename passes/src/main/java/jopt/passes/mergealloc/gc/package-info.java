/**
 * {@code gc-merge-alloc} ({@link GcMergeAllocPass}): intel/graph-compiler's merge-alloc as the
 * original, giving its IR and diagnostics: its allocation scopes ({@link AllocScopes}), tick
 * collector ({@link TickCollecter}, the original's spelling), static memory planner
 * ({@link StaticMemoryPlanning}, {@link MemoryChunk}) and default mutator
 * ({@link MergeAllocDefaultMutator}). jopt's own {@code merge-alloc} is the parent package.
 */
package jopt.passes.mergealloc.gc;
