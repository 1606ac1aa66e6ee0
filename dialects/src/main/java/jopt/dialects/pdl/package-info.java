/**
 * MLIR's PDL dialect ({@link PDLDialect}, Pattern Descriptor Language): rewrite patterns as IR.
 * Each op is its ODS declaration and format in {@link PDLOps}, the checks beyond ODS in
 * {@link PDLVerifier}. jopt reads, verifies and prints PDL; it does not run it.
 */
package jopt.dialects.pdl;
