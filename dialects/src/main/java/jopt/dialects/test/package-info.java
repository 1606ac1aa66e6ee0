/**
 * The ops of MLIR's test dialect that upstream's buffer-pass and deallocation tests use
 * ({@link TestDialect}: {@code test.buffer_based}, {@code test.copy}, {@code test.region_if} and
 * the like), so that those tests run with jopt. Registered by the {@code jopt} command (as
 * mlir-opt does), not in a library user's context
 * ({@link jopt.dialects.Dialects#registerTestDialect}).
 */
package jopt.dialects.test;
