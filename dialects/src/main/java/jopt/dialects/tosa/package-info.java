/**
 * MLIR 22's TOSA dialect ({@link TosaDialect}, Tensor Operator Set Architecture): whole-tensor
 * operators as ML frameworks lower to them, one row each in {@link TosaOps} (ODS declaration,
 * syntax, memory effects, trait checks), the {@code !tosa.shape} type and TOSA's enum attributes.
 */
package jopt.dialects.tosa;
