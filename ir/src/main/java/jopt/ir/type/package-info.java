/**
 * MLIR's builtin types as immutable value records: integers, index, the floating-point types with
 * their LLVM semantics ({@link jopt.ir.type.FloatType}), complex, tuple and function types, and
 * the shaped types ({@link jopt.ir.type.ShapedType}): ranked and unranked tensors and memrefs
 * ({@link jopt.ir.type.MemRefType} with strided or affine layouts,
 * {@link jopt.ir.type.StridesAndOffset}), vectors with scalable dimensions; types of unmodelled
 * dialects kept as text ({@link jopt.ir.type.DialectType}). {@link jopt.ir.type.Types} holds the
 * common singletons and queries.
 */
package jopt.ir.type;
