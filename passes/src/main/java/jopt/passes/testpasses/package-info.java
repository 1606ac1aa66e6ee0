/**
 * The test passes of MLIR's test library that jopt's lit tests use ({@link TestPasses}: passes
 * that do nothing, fail, or print a remark per memory effect), MLIR-HLO's
 * {@code hlo-deallocation-annotation}, and jopt's {@code test-memory-faults}, a deliberately wrong
 * memory pass the interpreter and the fuzz harness must catch. Registered only in the test
 * registry, as mlir-opt does.
 */
package jopt.passes.testpasses;
