/**
 * The reference interpreter ({@link Interpreter}): runs a function op by op on an instrumented
 * {@link Heap} that reports use after free, double and invalid frees, leaks, out-of-bounds
 * accesses and reads of uninitialized or foreign bytes, which is how the memory passes'
 * correctness is checked ({@code jopt-run}, {@link PipelineCheck}, the differential fuzzing). An
 * op's meaning is an {@link OpSemantics} found from its definition by {@link SemanticsRegistry} (a
 * dialect's semantics class each: {@link ArithSemantics}, {@link MemRefSemantics},
 * {@link ScfSemantics}, {@link VectorSemantics}, ...); hot loop nests and linalg ops are compiled
 * to JVM bytecode ({@link LoopNests}, {@link StructuredKernels}, codegen classes over
 * {@link Emitter}), checked against the interpreted run ({@link CompiledCheck}). Runtime values
 * ({@link MemRefValue}, {@link VectorValue}, heap {@link Allocation}s), MLIR's runner utilities
 * ({@link RunnerUtils}) and array files ({@link Npy}, {@link TensorProtoFile}) complete it. See
 * docs/jopt-run.md.
 */
package jopt.interpreter;
