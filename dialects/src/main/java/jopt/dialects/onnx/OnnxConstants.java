package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;

/** Reads the constant operands of ONNX ops (shapes, starts, axes, split sizes). */
public final class OnnxConstants {
  private OnnxConstants() {}

  /** Whether {@code v} is an absent optional operand (an {@code onnx.NoValue}). */
  public static boolean isNone(Value v) {
    return v.getType() instanceof NoneType;
  }

  /** The integers of an {@code onnx.Constant} producing {@code v}, or empty if it is not one. */
  public static Optional<List<Long>> int64Values(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !def.getName().equals(ConstantOp.NAME)) {
      return Optional.empty();
    }
    Attribute value = def.getAttr("value");
    if (!(value instanceof DenseElementsAttr dense)
        || !(dense.getElementType() instanceof IntegerType)) {
      return Optional.empty();
    }
    List<Long> values = new ArrayList<>();
    for (long x : dense.asLongs()) {
      values.add(x);
    }
    return Optional.of(values);
  }
}
