package jopt.dialects.onnx;

import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;

/**
 * An ONNX-MLIR op declared by an {@link OpSpec}: verified against it (counts, attributes,
 * operand and result types) and then by {@link #verifyOp}. Printed in the generic form, all
 * attributes discardable as mlir-opt prints an unregistered op. Subclasses classify the op
 * for the memory planner.
 */
public abstract class OnnxOp extends OpDefinition implements GraphAliasingOpInterface {
  private final OpSpec spec;

  protected OnnxOp(OpSpec spec) {
    super(spec.name());
    this.spec = spec;
  }

  public final OpSpec spec() {
    return spec;
  }

  @Override
  public final boolean verify(Operation op) {
    return OnnxVerify.spec(op, spec) && verifyOp(op);
  }

  /** The op's own checks after the ODS ones passed. */
  protected boolean verifyOp(Operation op) {
    return true;
  }

  /** The value of integer attribute {@code name}, or {@code dflt} when absent (or not one). */
  public static long intAttr(Operation op, String name, long dflt) {
    Attribute a = op.getAttr(name);
    return a instanceof IntegerAttr i ? i.getValue() : dflt;
  }
}
