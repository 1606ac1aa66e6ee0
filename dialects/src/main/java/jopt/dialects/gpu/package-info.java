/**
 * MLIR's gpu dialect as mlir-opt-22 registers it ({@link GPUDialect}), for what programs carry:
 * kernel modules and functions, {@code gpu.launch} and {@code gpu.launch_func}, thread and block
 * ids and sizes ({@link GPUIndexOps}), device memory ({@code gpu.alloc}, {@code memcpy},
 * {@code memset}, {@code dealloc}), async tokens, barriers, shuffles and reductions, and the gpu
 * attributes and enums. Parsed, verified and printed; not executed.
 */
package jopt.dialects.gpu;
