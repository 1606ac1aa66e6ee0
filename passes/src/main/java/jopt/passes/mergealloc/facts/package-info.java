/**
 * What merge-alloc's analyses and rewrites ask of the IR: which ops access a buffer, which
 * regions repeat, the allocation a value is, loop trip counts and the values a buffer flows
 * into. Depends on nothing else of merge-alloc.
 */
package jopt.passes.mergealloc.facts;
