/**
 * Upstream MLIR's {@code inline} ({@link InlinerPass}): the call graph ({@link CallGraph}, symbol
 * uses in {@link CallGraphUses}) is walked bottom-up over its strongly connected components
 * ({@link Inliner}), each callable simplified before and after; inlining a region at a call asks
 * the dialects' {@link jopt.ir.interfaces.DialectInlinerInterface} ({@link InliningUtils}).
 * Depends on the IR and the pass infrastructure only: no dialect.
 */
package jopt.passes.inliner;
