/**
 * The prepare step of {@code jopt-merge-alloc}: IR rewrites run on every function before any
 * is analyzed ({@link jopt.passes.mergealloc.prepare.LoopRewrites}), so that buffers loops
 * carry and branches pass on become allocations made before them, which an arena can hold. They
 * ask only whether a use may keep a buffer past its function's call (a predicate; the module's
 * borrowed arguments give it) and the loop facts of {@code facts}.
 */
package jopt.passes.mergealloc.prepare;
