/**
 * The interpreter's runtime: values ({@code MemRefValue}, {@code VectorValue},
 * {@code ComplexValue}, {@code LlvmPointer}, {@code LlvmAggregate}, {@code Ownership}), scalars
 * and their bytes ({@code Scalars}, {@code ElementCodec}, {@code ElementBytes}) and text
 * ({@code ValuePrinter}, {@code CFormat}: numbers as C prints them), and the
 * instrumented {@link jopt.interpreter.runtime.Heap}: its {@code Allocation}s and
 * {@code LogicalBuffer}s, live bound ({@code LiveBound}), the
 * statistics ({@code HeapStats}) and the faults it reports
 * ({@link jopt.interpreter.runtime.RuntimeError}). What the runtime's helpers need of the run
 * they work for (its heap, options, materialized globals, symbols) is a
 * {@link jopt.interpreter.runtime.Machine}, which the semantics layer's {@code Execution}
 * implements; {@link jopt.interpreter.runtime.InterpreterOptions} are a run's options. The
 * runtime imports no other layer of the interpreter.
 */
package jopt.interpreter.runtime;
