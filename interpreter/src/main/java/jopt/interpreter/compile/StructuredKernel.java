package jopt.interpreter.compile;

import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.semantics.Execution;

/**
 * A linalg structured op compiled to bytecode: its loops in lexicographic order, each operand's
 * element found by its indexing map from the allocation's bytes, the body, and the yielded
 * values stored. It checks nothing of its operands: {@link StructuredKernels} runs it only after
 * proving every access live, in bounds and initialized; loads of the body from a memref defined
 * above are checked where they happen, as the interpreter checks them.
 */
public interface StructuredKernel {
  /**
   * @param data the bytes of each operand's allocation (null for scalars)
   * @param base the byte position of each operand's element offset 0
   * @param strides the byte stride of each operand's indexing-map results, operand after operand
   * @param ranges the loop ranges
   * @param ints the scalar inputs held as longs (by operand number)
   * @param floats the scalar inputs held as doubles (by operand number)
   * @param memrefs the memrefs from outside that the body loads from (by capture number, after
   *     the operands; null elsewhere)
   * @param sites the op and its body's ops (a kernel is shared by structurally equal ops: its
   *     faults and its look at the clock name the op of this run)
   */
  void run(byte[][] data, long[] base, long[] strides, int[] ranges, long[] ints,
      double[] floats, Execution ex, MemRefValue[] memrefs, jopt.ir.Operation[] sites);
}
