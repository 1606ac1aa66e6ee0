/**
 * jopt's core IR, modeled on MLIR's: {@link jopt.ir.Operation}, {@link jopt.ir.Block},
 * {@link jopt.ir.Region} and {@link jopt.ir.Value} (uses as intrusive lists), op definitions
 * ({@link jopt.ir.OpDefinition}) registered by
 * {@link jopt.ir.Dialect}s in an {@link jopt.ir.MLIRContext}, which also holds the
 * {@link jopt.ir.DiagnosticEngine} and the worker threads ({@link jopt.ir.Parallel}). Ops clone
 * themselves ({@link jopt.ir.Operation#clone}, {@link jopt.ir.Region#cloneInto}) and are walked
 * ({@link jopt.ir.Walk}). Above them: the verifier ({@link jopt.ir.Verifier}, MLIR's
 * OperationVerifier), dominance, each block's index of its symbols ({@link jopt.ir.SymbolIndex},
 * kept by the block as an {@code OpIndex}; the look-ups are
 * {@link jopt.ir.interfaces.SymbolTable}'s), worklists and marks kept in the ops. Below them:
 * types, attributes and their printer, locations and diagnostics rendered against the source
 * ({@link jopt.support.SourceMgr}). docs/layout.md describes these layers.
 *
 * <p>Nothing here is global: all state hangs off a context, so several contexts live in one JVM.
 * The ir module depends on no other jopt module (types, attributes, interfaces, ODS, printing,
 * building and rewriting are its subpackages: {@link jopt.ir.rewrite.Builder} is beside the
 * rewriter, typed op views {@link jopt.ir.ods.OpView} beside the specs they read); dialects,
 * parser and passes build on it.
 */
package jopt.ir;
