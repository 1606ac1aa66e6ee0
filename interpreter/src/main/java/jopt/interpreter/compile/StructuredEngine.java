package jopt.interpreter.compile;

import jopt.interpreter.semantics.Execution;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * A structured op's run by an engine of its own instead of its compiled kernel ({@link
 * Contraction}, {@link IntWidening}): taken by {@link StructuredKernels} only while no output
 * shares bytes with an operand, after the op's accesses were checked.
 */
interface StructuredEngine {
  /**
   * Runs the op on operands whose bytes are {@code data}, origins {@code base} and per map
   * result byte strides {@code strides} (operand after operand), over loop {@code ranges}.
   */
  void run(byte[][] data, long[] base, long[] strides, long[] ranges, Execution ex, Operation op);

  /**
   * {@link #run(byte[][], long[], long[], long[], Execution, Operation)} with the values of the
   * op's scalar operands: {@code scalars[i]} is operand i's integer (an engine that reads its
   * scalars overrides this).
   */
  default void run(byte[][] data, long[] base, long[] strides, long[] ranges, long[] scalars,
      Execution ex, Operation op) {
    run(data, base, strides, ranges, ex, op);
  }

  /** How the profile names the run, e.g. {@code compiled (contraction)}. */
  String kind();

  /**
   * Whether the op has one output, whose every element it writes from the bytes it reads of its
   * inputs alone (never the output's): a run may then leave in place what an earlier run wrote
   * from the same bytes ({@link KeptOutput}).
   */
  default boolean keepsOutput() {
    return false;
  }

  /** Whether {@code v} is a memref of f32. */
  static boolean memrefOfF32(Value v) {
    return v.getType() instanceof MemRefType t && t.getElementType() == FloatType.F32;
  }

  /** Whether {@code v} is a memref of signless integers of {@code width} bits. */
  static boolean memrefOfSignless(Value v, int width) {
    return v.getType() instanceof MemRefType t && t.getElementType() instanceof IntegerType it
        && it.isSignless(width);
  }

  /** Whether some loop of {@code ranges} runs no iteration: the op then touches nothing. */
  static boolean noIteration(long[] ranges) {
    for (long r : ranges) {
      if (r <= 0) {
        return true;
      }
    }
    return false;
  }
}
