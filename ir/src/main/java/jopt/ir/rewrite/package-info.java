/**
 * Building and pattern rewriting as MLIR's: {@link jopt.ir.rewrite.Builder} (MLIR's OpBuilder,
 * which {@link jopt.ir.rewrite.PatternRewriter} extends as RewriterBase does OpBuilder), {@link jopt.ir.rewrite.RewritePattern} and the typed
 * {@link jopt.ir.rewrite.OpRewritePattern}, collected in a
 * {@link jopt.ir.rewrite.RewritePatternSet} and frozen, indexed by root and ordered by benefit, in
 * a {@link jopt.ir.rewrite.FrozenPatternSet}; applied through a
 * {@link jopt.ir.rewrite.PatternRewriter} whose listener tells the driver of every change; folding
 * results ({@link jopt.ir.rewrite.OpFoldResult}, {@link jopt.ir.rewrite.OperationFolding}: MLIR's
 * tryFold and createOrFold) and constant matching
 * ({@link jopt.ir.rewrite.Matchers}, MLIR's m_Constant). The greedy driver itself is a pass utility
 * ({@code jopt.passes.transforms}).
 */
package jopt.ir.rewrite;
