package jopt.dialects.onnx;

import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.ods.OpSpec;

/**
 * The definition of an ONNX-MLIR op declared by an {@link OpSpec}: the generic verifier checks
 * the spec (counts, attributes, operand and result types), then {@link #verifyOp} runs.
 * ONNX-MLIR keeps attributes in the attribute dictionary (no properties), so the generic form
 * prints them as discardable ones. Subclasses classify the op for the memory planner.
 */
public abstract class OnnxOp extends OpDefinition implements GraphAliasingOpInterface {
  protected OnnxOp(OpSpec spec) {
    super(spec);
  }

  public final OpSpec spec() {
    return getSpec();
  }

  /** No properties: the spec's attributes stay in the attribute dictionary. */
  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of();
  }

  @Override
  public final boolean verify(Operation op) {
    return verifyOp(op);
  }

  /** The op's own checks after the ODS ones passed. */
  protected boolean verifyOp(Operation op) {
    return true;
  }

  /**
   * The value of integer attribute {@code name}, or its schema's default; 0 when it has neither
   * (a required attribute the verifier reports missing).
   */
  public static long intAttr(Operation op, String name) {
    Long v = OnnxAttrs.of(op).optInt(name);
    return v == null ? 0 : v;
  }

  /**
   * ONNX-MLIR's out-of-range attribute diagnostic ({@code onnx.Concat: 'axis' value is 3,
   * accepted range is [-2, 1]}), an error at the op (not an op error).
   */
  static boolean axisInRange(Operation op, String attr, long value, int rank) {
    if (value >= -rank && value < rank) {
      return true;
    }
    op.emitError(op.getName() + ": '" + attr + "' value is " + value + ", accepted range is ["
        + (-rank) + ", " + (rank - 1) + "]");
    return false;
  }
}
