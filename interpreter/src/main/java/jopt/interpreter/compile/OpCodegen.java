package jopt.interpreter.compile;

import jopt.interpreter.semantics.OpSemantics;
import jopt.ir.Operation;

/**
 * How one op is compiled to JVM bytecode inside a compiled loop body: it pushes its operands
 * ({@link Emitter#load}), computes what its {@link OpSemantics} computes, with the same faults
 * (helpers that throw the interpreter's errors at {@code op}), and stores its results
 * ({@link Emitter#store}). Throws {@link Emitter.Unsupported} for a form it does not compile;
 * an op without codegen keeps the code around it interpreted. Optional: an op's semantics are
 * its {@link OpSemantics}; codegen only makes it faster.
 */
@FunctionalInterface
public interface OpCodegen {
  void emit(Operation op, Emitter e);
}
