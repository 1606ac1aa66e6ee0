/**
 * MLIR-HLO's {@code hlo-convert-deallocation-ops-to-llvm}
 * ({@link ConvertDeallocationOpsToLLVMPass}): the deallocation dialect's ops of a function become
 * LLVM dialect ops in a partial dialect conversion, as the original's
 * ({@link DeallocationToLLVMPatterns}).
 */
package jopt.passes.hlodeallocation.llvm;
