/**
 * The reference interpreter: {@link jopt.interpreter.Interpreter} runs a function op by op on an
 * instrumented heap that reports use after free, double and invalid frees, leaks, out-of-bounds
 * accesses and reads of uninitialized or foreign bytes, which is how the memory passes'
 * correctness is checked ({@code jopt-run} and its pipeline check, the differential fuzzing).
 * This package holds the entry: the interpreter, the result of a run and the checks built on
 * runs ({@code CompiledCheck}: compiled against interpreted; the pipeline check is jopt-run's,
 * {@code jopt.tools.run.PipelineCheck}, as the interpreter depends on no pass and no ONNX
 * code). No class below imports it. The layers below:
 * <ul>
 *   <li>{@code semantics}: one run's state ({@code Execution}: the SSA environment, control
 *       flow, the step budget), what each op does ({@code OpSemantics}, one class per dialect)
 *       and the {@code SemanticsRegistry} that finds an op's semantics from its definition;
 *   <li>{@code compile}: the bytecode compiler of hot loop nests and linalg ops, and the codegen
 *       of the ops it compiles; the only package that emits bytecode;
 *   <li>{@code runtime}: runtime values (memrefs, vectors, LLVM pointers and aggregates), their
 *       text, the instrumented heap with its allocations, ownership and statistics, the
 *       options of a run ({@code InterpreterOptions}) and what its helpers need of a run
 *       ({@code Machine}: the heap, the globals, faults);
 *   <li>{@code io}: array files ({@code .npy}, tensor protobufs), on the runtime's values.
 * </ul>
 * See docs/jopt-run.md.
 */
package jopt.interpreter;
