/**
 * Upstream MLIR's Transforms library: {@code canonicalize} ({@link Canonicalizer}) on the
 * {@link GreedyPatternRewriteDriver} (patterns by {@link jopt.ir.rewrite.FrozenPatternSet},
 * folding by {@link jopt.ir.rewrite.OperationFolding} and {@link OperationFolder}, region simplification by
 * {@link RegionSimplifier}, functions in parallel by {@link IsolatedChildrenRewrite}), {@code cse}
 * ({@link CSE}), {@code symbol-dce} ({@link SymbolDCE}) and {@code generate-runtime-verification}.
 * Depends on the IR and the pass infrastructure only: no dialect.
 */
package jopt.passes.transforms;
