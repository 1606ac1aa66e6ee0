/**
 * What each op does when interpreted: an {@link jopt.interpreter.semantics.OpSemantics} per op,
 * written in one class per dialect ({@code ArithSemantics}, {@code MemRefSemantics},
 * {@code ScfSemantics}, {@code VectorSemantics}, ...), and the
 * {@link jopt.interpreter.semantics.SemanticsRegistry} that finds an op's semantics from its
 * definition and holds, in the same entry, the codegen of an op that also compiles. Ops on vectors
 * of the elementwise dialects run their scalar semantics per element
 * ({@code ElementwiseLifting}).
 */
package jopt.interpreter.semantics;
