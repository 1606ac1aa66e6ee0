/**
 * MLIR's op interfaces as Java interfaces an {@link jopt.ir.OpDefinition} implements: control flow
 * ({@link jopt.ir.interfaces.BranchOpInterface},
 * {@link jopt.ir.interfaces.RegionBranchOpInterface},
 * {@link jopt.ir.interfaces.LoopLikeOpInterface}), calls and functions, side effects
 * ({@link jopt.ir.interfaces.MemoryEffects},
 * {@link jopt.ir.interfaces.ConditionallySpeculatable}, and the queries on them in
 * {@link jopt.ir.interfaces.SideEffects}: trivially dead, effect-free), views and casts, type inference, inlining
 * ({@link jopt.ir.interfaces.DialectInlinerInterface}), symbols ({@link
 * jopt.ir.interfaces.SymbolOpInterface} and MLIR's {@link jopt.ir.interfaces.SymbolTable}
 * utilities: look-up, symbol uses, the walk over nested tables), and jopt's
 * {@link jopt.ir.interfaces.GraphAliasingOpInterface} for graph memory planning. Passes ask these,
 * not op names.
 */
package jopt.ir.interfaces;
