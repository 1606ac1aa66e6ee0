package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;

/**
 * The native trait verifiers arith ops run after their invariants, with MLIR's messages:
 * SameOperandsAndResultType (with MLIR's compatible shapes), Elementwise,
 * SameOperandsAndResultShape and CastOpInterface's compatibility message.
 */
public final class ArithTraits {
  private ArithTraits() {}

  /** Whether {@code op} is a registered op with MLIR's Commutative trait. */
  public static boolean isCommutative(Operation op) {
    return op.getDef() instanceof Traits.Commutative;
  }

  /**
   * The vector and tensor types of {@code op}'s results or operands; for a scalar op (most arith
   * ops) List.of(), nothing allocated.
   */
  private static List<Type> mappableTypes(Operation op, boolean results) {
    int n = results ? op.getNumResults() : op.getNumOperands();
    List<Type> out = List.of();
    for (int i = 0; i < n; i++) {
      Type t = results ? op.getResult(i).getType() : op.getOperand(i).getType();
      if (TypeUtil.isMappable(t)) {
        if (out.isEmpty()) {
          out = new ArrayList<>();
        }
        out.add(t);
      }
    }
    return out;
  }

  /** MLIR's verifyElementwise: scalar and vector/tensor operands and results map one to one. */
  static boolean verifyElementwise(Operation op) {
    List<Type> results = mappableTypes(op, true);
    List<Type> operands = mappableTypes(op, false);
    if (results.isEmpty() && operands.isEmpty()) {
      return true;
    }
    if (operands.isEmpty()) {
      return fail(op, "if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if (results.isEmpty()) {
      return fail(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if (results.size() != op.getNumResults()) {
      return fail(op, "if an operand is non-scalar, then all results must be non-scalar");
    }
    List<Type> all = new ArrayList<>(operands);
    all.addAll(results);
    Class<?> base = all.get(0).getClass();
    for (Type t : all) {
      if (t.getClass() != base) {
        return fail(op, "all non-scalar operands/results must have the same shape and base type");
      }
    }
    if (!TypeUtil.compatibleShapes(all)) {
      return fail(op, "all non-scalar operands/results must have the same shape and base type");
    }
    return true;
  }

  /**
   * MLIR's SameOperandsAndResultType, which asks for one element type and compatible shapes (so
   * {@code tensor<4xi32>} and {@code tensor<?xi32>} match), and one ranked-tensor encoding.
   */
  static boolean verifySameOperandsAndResultType(Operation op) {
    Type type = op.getResult(0).getType();
    Type element = TypeUtil.elementOrSelf(type);
    Attribute encoding = type instanceof RankedTensorType r ? r.getEncoding() : null;
    List<Type> others = new ArrayList<>(op.getResultTypes().subList(1, op.getNumResults()));
    others.addAll(op.getOperandTypes());
    for (Type t : others) {
      if (!TypeUtil.elementOrSelf(t).equals(element) || !TypeUtil.compatibleShapes(t, type)) {
        return fail(op, "requires the same type for all operands and results");
      }
      if (encoding != null && !(t instanceof RankedTensorType r && encoding.equals(r.getEncoding()))) {
        return fail(op, "requires the same encoding for all operands and results");
      }
    }
    return true;
  }

  /** MLIR's SameOperandsAndResultShape. */
  static boolean verifySameOperandsAndResultShape(Operation op) {
    List<Type> types = new ArrayList<>(op.getOperandTypes());
    types.addAll(op.getResultTypes());
    return TypeUtil.compatibleShapes(types) || fail(op, "requires the same shape for all operands and results");
  }

  /** MLIR's verifyCastInterfaceOp message for incompatible operand and result types. */
  static boolean castIncompatible(Operation op) {
    return fail(op, "operand type" + (op.getNumOperands() == 1 ? " " : "s ") + quoted(op.getOperandTypes())
        + " and result type" + (op.getNumResults() == 1 ? " " : "s ") + quoted(op.getResultTypes())
        + " are cast incompatible");
  }

  private static String quoted(List<Type> types) {
    StringJoiner j = new StringJoiner(", ");
    for (Type t : types) {
      j.add("'" + AsmUtil.typeStr(t) + "'");
    }
    return j.toString();
  }

  static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
