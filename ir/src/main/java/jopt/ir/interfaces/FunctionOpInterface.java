package jopt.ir.interfaces;

/**
 * A function (MLIR's FunctionOpInterface): a callable symbol whose body is its region, as
 * func.func, llvm.func, ml_program.func and ml_program.subgraph.
 */
public interface FunctionOpInterface extends CallableOpInterface, SymbolOpInterface {}
