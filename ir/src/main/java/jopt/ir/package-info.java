/**
 * jopt's core IR, modeled on MLIR's: {@link jopt.ir.Operation}, {@link jopt.ir.Block},
 * {@link jopt.ir.Region} and {@link jopt.ir.Value} (uses as intrusive lists), op definitions
 * ({@link jopt.ir.OpDefinition}, typed views {@link jopt.ir.ods.OpView}) registered by
 * {@link jopt.ir.Dialect}s in an {@link jopt.ir.MLIRContext}, which also holds the
 * {@link jopt.ir.DiagnosticEngine} and the worker threads ({@link jopt.ir.Parallel}). Around them:
 * building ({@link jopt.ir.rewrite.Builder}, {@link jopt.ir.Cloner}), walking ({@link jopt.ir.Walk}), the
 * verifier ({@link jopt.ir.Verifier}, MLIR's OperationVerifier), dominance, symbol tables,
 * locations and diagnostics rendered against the source ({@link jopt.support.SourceMgr}).
 *
 * <p>Nothing here is global: all state hangs off a context, so several contexts live in one JVM.
 * The ir module depends on no other jopt module (types, attributes, interfaces, ODS, printing and
 * rewriting are its subpackages); dialects, parser and passes build on it.
 */
package jopt.ir;
