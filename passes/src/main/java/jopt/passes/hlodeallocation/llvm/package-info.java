/**
 * MLIR-HLO's {@code hlo-convert-deallocation-ops-to-llvm}
 * ({@link ConvertDeallocationOpsToLLVMPass}): the deallocation dialect's ops of a function become
 * LLVM dialect ops, as MLIR's partial dialect conversion does for the original
 * ({@link FunctionLowering}).
 */
package jopt.passes.hlodeallocation.llvm;
