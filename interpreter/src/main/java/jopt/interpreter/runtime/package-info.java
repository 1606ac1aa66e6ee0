/**
 * The interpreter's runtime: values ({@code MemRefValue}, {@code VectorValue},
 * {@code ComplexValue}, {@code LlvmPointer}, {@code LlvmAggregate}, {@code Ownership}), scalars
 * and their bytes ({@code Scalars}, {@code ElementCodec}, {@code ElementBytes}), and the
 * instrumented {@link jopt.interpreter.runtime.Heap}: its {@code Allocation}s and
 * {@code LogicalBuffer}s, live intervals and bound ({@code Intervals}, {@code LiveBound}), the
 * statistics ({@code HeapStats}) and the faults it reports
 * ({@link jopt.interpreter.runtime.RuntimeError}).
 */
package jopt.interpreter.runtime;
