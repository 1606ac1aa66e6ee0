package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;
import jopt.ir.type.NoneType;

/**
 * Reads the values of ONNX-MLIR constants: the integer lists that Slice, Split, Reshape,
 * Unsqueeze, ... take as constant operands ({@code onnx.Constant dense<[0, 1]> : tensor<2xi64>}).
 */
public final class OnnxConstants {
  private OnnxConstants() {}

  /**
   * The integer elements of the {@code onnx.Constant} defining {@code v} (its {@code value}
   * dense elements of integer type, a splat expanded, or its {@code value_ints} /
   * {@code value_int} attribute); empty when {@code v} is not defined by such a constant.
   */
  public static Optional<List<Long>> int64Values(Value v) {
    Operation def = v == null ? null : v.getDefiningOp();
    if (def == null || !def.getName().equals(ConstantOp.NAME)) {
      return Optional.empty();
    }
    Attribute value = def.getAttr("value");
    if (value != null) {
      if (value instanceof DenseElementsAttr d && d.getElementType() instanceof IntegerType) {
        List<Long> r = new ArrayList<>();
        for (long x : d.getLongs()) {
          r.add(x);
        }
        return Optional.of(r);
      }
      return Optional.empty();
    }
    if (def.getAttr("value_ints") instanceof ArrayAttr arr) {
      List<Long> r = new ArrayList<>();
      for (Attribute a : arr) {
        if (!(a instanceof IntegerAttr i)) {
          return Optional.empty();
        }
        r.add(i.getValue());
      }
      return Optional.of(r);
    }
    if (def.getAttr("value_int") instanceof IntegerAttr i) {
      return Optional.of(List.of(i.getValue()));
    }
    return Optional.empty();
  }

  /** Whether {@code v} is an absent optional input: of type {@code none} ({@code onnx.NoValue}). */
  public static boolean isNoValue(Value v) {
    return v.getType() instanceof NoneType;
  }

  /**
   * Whether optional operand {@code i} of {@code op} is absent: beyond the operands, or
   * {@code none}.
   */
  public static boolean isAbsent(Operation op, int i) {
    return i >= op.getNumOperands() || isNoValue(op.getOperand(i));
  }
}
