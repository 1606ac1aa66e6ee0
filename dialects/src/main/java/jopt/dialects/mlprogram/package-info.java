/**
 * MLIR's ml_program dialect ({@link MLProgramDialect}): functions and graph subgraphs
 * ({@link FunctionDef}), globals with their loads and stores (graph forms ordered by
 * {@code !ml_program.token}s, {@link TokenOrdering}), and {@code #ml_program.extern}.
 */
package jopt.dialects.mlprogram;
