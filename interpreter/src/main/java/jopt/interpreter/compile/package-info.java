/**
 * The bytecode compiler of the interpreter: loop nests of scf.for over memref loads and stores
 * ({@code LoopNests}) and linalg structured ops ({@code StructuredKernels}) become JVM classes
 * ({@code ClassMaker}, {@code Emitter}); each op in them is compiled by its
 * {@link jopt.interpreter.compile.OpCodegen} ({@code ScalarCodegen}, {@code CastCodegen},
 * {@code MathCodegen}, {@code AffineCodegen}: calls of the functions the op's semantics call;
 * scf.for and scf.if call {@code ScfSemantics}' control), registered with the op's semantics as
 * one {@link jopt.interpreter.compile.CompiledSemantics} entry. Memory accesses have an inline
 * fast path ({@code MemRefLoads}) whose addressing, bounds and writer-tag checks are calls of
 * the runtime's own ({@code MemRefValue.addScaled}, {@code inBounds}, {@code Heap.writtenThrough},
 * {@code stamp}: the interpreter's accesses use them too), with the interpreter's code as the slow
 * path; a structured op's loops are compiled counters ({@code Intervals} tells whether its
 * accesses stay in bounds). bench/interp-op-definitions.py checks that no op's meaning is
 * written in bytecode.
 * {@link jopt.interpreter.compile.Compilation} wires the compiler into a registry. The only package that emits
 * bytecode ({@code jopt.interpreter.CompiledCheck} runs a function compiled and interpreted and
 * compares everything observable).
 */
package jopt.interpreter.compile;
