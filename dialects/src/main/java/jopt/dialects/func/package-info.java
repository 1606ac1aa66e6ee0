/**
 * MLIR's func dialect ({@link FuncDialect}): {@code func.func}, {@code func.call},
 * {@code func.call_indirect}, {@code func.constant} and {@code func.return}; the custom form and
 * checks of every function op ({@link FunctionOpAsm}, MLIR's function_interface_impl, shared with
 * ml_program) and the inlining hooks ({@link FuncInlinerInterface}).
 */
package jopt.dialects.func;
