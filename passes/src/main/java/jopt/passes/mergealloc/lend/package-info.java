/**
 * The interprocedural lending of {@code jopt-merge-alloc}, as immutable values: which call
 * arguments a callee only borrows ({@link jopt.passes.mergealloc.lend.BorrowedArguments},
 * computed once on the module; a function copy or a function found to allocate nothing makes a
 * new answer), callees' arenas and results lent by their callers
 * ({@link jopt.passes.mergealloc.lend.LentArenas}: the lending so far; lending one more function
 * rewrites the module and returns the lending with it) and the undo where a caller leaves them
 * on the heap ({@link jopt.passes.mergealloc.lend.LendUndo}). Nothing here is written after it
 * is made; the driver threads the value through the functions.
 */
package jopt.passes.mergealloc.lend;
