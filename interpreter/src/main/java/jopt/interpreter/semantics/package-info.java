/**
 * One run of a program ({@link jopt.interpreter.semantics.Execution}: the SSA environment of the
 * current call, control flow, the trace and the step budget, over the runtime's heap) and what
 * each op does when interpreted: an {@link jopt.interpreter.semantics.OpSemantics} per op,
 * written in one class per dialect ({@code ArithSemantics}, {@code MemRefSemantics},
 * {@code ScfSemantics}, {@code VectorSemantics}, ...), and the
 * {@link jopt.interpreter.semantics.SemanticsRegistry} that finds an op's semantics from its
 * definition. What arith computes on scalars is defined once, in
 * {@link jopt.interpreter.semantics.ArithScalars}, and what affine maps compute in
 * {@link jopt.interpreter.semantics.AffineScalars}; the semantics and compiled code both call
 * them. Functions declared without a body run as {@link jopt.interpreter.semantics.ExternalFunction}s:
 * MLIR's runner utilities ({@code RunnerUtils}); {@code VectorPrint} is vector.print.
 * The semantics do not know the compiler: they ask the registry's
 * {@link jopt.interpreter.semantics.CompiledRunner} to run hot loops compiled, and keep what it
 * compiled per module in {@link jopt.interpreter.semantics.CompiledCode}. Ops on vectors
 * of the elementwise dialects run their scalar semantics per element
 * ({@code ElementwiseLifting}).
 */
package jopt.interpreter.semantics;
