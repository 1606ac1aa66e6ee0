/**
 * MLIR's scf dialect ({@link SCFDialect}, structured control flow): {@code scf.for},
 * {@code forall}, {@code parallel}, {@code while}, {@code if}, {@code index_switch},
 * {@code execute_region} and their terminators, with the checks of MLIR's traits
 * ({@link ScfTraits}) and MLIR's canonicalizations, a class per op family
 * ({@link ScfCanonicalization}, {@link IfCanonicalization}, {@link WhileCanonicalization},
 * {@link ForIterArgsFolder}, ...).
 */
package jopt.dialects.scf;
