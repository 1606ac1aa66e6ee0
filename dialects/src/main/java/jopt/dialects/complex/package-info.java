/**
 * MLIR's complex dialect ({@link ComplexDialect}): arithmetic and elementary functions on complex
 * numbers, as JAX's tensor programs carry them in linalg bodies. The ops are rows of one table
 * ({@link ComplexOps}), each row's shape fixing operands, results, traits and format
 * ({@link ComplexOp}), as linalg's named ops are; {@code #complex.number} is {@link NumberAttr}.
 */
package jopt.dialects.complex;
