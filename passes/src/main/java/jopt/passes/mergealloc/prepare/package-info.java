/**
 * The prepare stage of {@code jopt-merge-alloc}: IR rewrites run on every function before any
 * is analyzed ({@link jopt.passes.mergealloc.prepare.LoopRewrites}), so that buffers loops
 * carry and branches pass on become allocations made before them, which an arena can hold.
 */
package jopt.passes.mergealloc.prepare;
