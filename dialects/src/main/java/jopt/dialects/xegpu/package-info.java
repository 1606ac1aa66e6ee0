/**
 * MLIR's xegpu dialect as mlir-opt-22 registers it ({@link XeGPUDialect}; Intel Xe GPUs): tensor
 * and memory descriptors ({@link TensorDescType}, {@link MemDescType}) with their loads, stores,
 * prefetches, gathers and scatters, {@code dpas}, named barriers, and the layout attributes
 * ({@link LayoutAttr}, {@link SliceAttr}); attribute and type syntax in {@link XeGPUAsm}. Parsed,
 * verified and printed; not executed.
 */
package jopt.dialects.xegpu;
