package jopt.interpreter.compile;

import jopt.interpreter.semantics.Execution;
import jopt.ir.Operation;

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
}
