package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.OpSpecVerifier;
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

  /** MLIR's verifyElementwise (see {@link OpSpecVerifier#verifyElementwise}). */
  static boolean verifyElementwise(Operation op) {
    return OpSpecVerifier.verifyElementwise(op);
  }

  /** MLIR's SameOperandsAndResultType (see {@link OpSpecVerifier#verifySameOperandsAndResultType}). */
  static boolean verifySameOperandsAndResultType(Operation op) {
    return OpSpecVerifier.verifySameOperandsAndResultType(op);
  }

  /** MLIR's SameOperandsAndResultShape. */
  static boolean verifySameOperandsAndResultShape(Operation op) {
    return OpSpecVerifier.verifySameOperandsAndResultShape(op);
  }

  /** MLIR's verifyCastInterfaceOp message for incompatible operand and result types. */
  public static boolean castIncompatible(Operation op) {
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
