/**
 * The interprocedural lending of {@code jopt-merge-alloc}: which call arguments a callee only
 * borrows ({@link jopt.passes.mergealloc.lend.BorrowedArguments}), callees' arenas and results
 * lent by their callers ({@link jopt.passes.mergealloc.lend.LentArenas}) and the undo where a
 * caller leaves them on the heap ({@link jopt.passes.mergealloc.lend.LendUndo}).
 */
package jopt.passes.mergealloc.lend;
