/**
 * MLIR's cf dialect ({@link ControlFlowDialect}): unstructured control flow between blocks,
 * {@code cf.br}, {@code cf.cond_br}, {@code cf.switch} and {@code cf.assert}, with MLIR's branch
 * interface checks ({@link BranchUtil}) and canonicalizations ({@link CfCanonicalization}).
 */
package jopt.dialects.cf;
