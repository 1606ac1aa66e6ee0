/**
 * The reference interpreter ({@code Interpreter}): runs a function op by op on an instrumented
 * {@code Heap} that reports use after free, double and invalid frees, leaks, out-of-bounds
 * accesses and reads of uninitialized or foreign bytes, which is how the memory passes'
 * correctness is checked ({@code jopt-run}, {@code PipelineCheck}, the differential fuzzing). An
 * op's meaning is an {@code OpSemantics} found from its definition by {@code SemanticsRegistry} (a
 * dialect's semantics class each: {@code ArithSemantics}, {@code MemRefSemantics},
 * {@code ScfSemantics}, {@code VectorSemantics}, ...); hot loop nests and linalg ops are compiled
 * to JVM bytecode ({@code LoopNests}, {@code StructuredKernels}, codegen classes over
 * {@code Emitter}), checked against the interpreted run ({@code CompiledCheck}). Runtime values
 * ({@code MemRefValue}, {@code VectorValue}, heap {@code Allocation}s), MLIR's runner utilities
 * ({@code RunnerUtils}) and array files ({@code Npy}, {@code TensorProtoFile}) complete it. See
 * docs/jopt-run.md.
 */
package jopt.interpreter;

