/**
 * What merge-alloc's analyses and rewrites ask of the IR: which ops access a buffer and the
 * allocation a value is ({@link jopt.passes.mergealloc.facts.Accesses}), loop trip counts, values
 * defined outside a loop and whether a loop's initial buffer is a spare
 * ({@link jopt.passes.mergealloc.facts.Loops}), which allocations can be merged, their bytes and
 * allocation scope, and which ops let a buffer escape
 * ({@link jopt.passes.mergealloc.facts.Allocations}). Depends on nothing else of merge-alloc.
 */
package jopt.passes.mergealloc.facts;
