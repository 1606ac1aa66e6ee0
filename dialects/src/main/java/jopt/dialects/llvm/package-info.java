/**
 * A minimal LLVM dialect ({@link LLVMDialect}): the types {@code !llvm.ptr}, {@code !llvm.struct},
 * {@code !llvm.array}, {@code !llvm.void} and {@code !llvm.func} ({@link LLVMTypeParser}) and the
 * ops the lowering of MLIR-HLO's deallocation emits ({@code jopt.passes.hlodeallocation.llvm}), plus
 * {@code llvm.func}, {@code return}, {@code call}, globals, loads, stores and casts.
 * {@link LLVMOps} builds op states with the properties mlir-opt's parser would give them, so
 * created ops print as parsed ones do.
 */
package jopt.dialects.llvm;
