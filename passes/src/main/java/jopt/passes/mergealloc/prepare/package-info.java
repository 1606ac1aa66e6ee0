/**
 * The prepare step of {@code jopt-merge-alloc} as a pass of its own,
 * {@link jopt.passes.mergealloc.prepare.MergeAllocPreparePass} ({@code jopt-merge-alloc-prepare},
 * which {@code jopt-merge-alloc} runs first): IR rewrites on every function, so that buffers loops
 * carry and branches pass on become allocations made before them, which an arena can hold. The
 * rewrites ask only whether a use may keep a buffer past its function's call (a predicate) and
 * the loop facts of {@code facts}; the pass gives them the module's borrowed arguments.
 */
package jopt.passes.mergealloc.prepare;
