package jopt.dialects.arith;

import java.util.function.Predicate;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Operation;
import jopt.ir.Type;

/** An ODS type constraint with MLIR's description, used in "operand #0 must be ..." errors. */
public enum TypeConstraint {
  ANY("any type", t -> true),
  SIGNLESS_INTEGER_LIKE("signless-integer-like", TypeUtil::isSignlessIntegerLike),
  SIGNLESS_FIXED_WIDTH_INTEGER_LIKE("signless-fixed-width-integer-like", TypeUtil::isSignlessFixedWidthIntegerLike),
  FLOAT_LIKE("floating-point-like", TypeUtil::isFloatLike),
  BOOL_LIKE("bool-like", TypeUtil::isBoolLike),
  INDEX_CASTABLE("signless-integer-like or memref of signless-integer", TypeUtil::isIndexCastable),
  BITCASTABLE("signless-integer-or-float-like or memref of signless-integer or float", TypeUtil::isBitcastable);

  private final String description;
  private final Predicate<Type> pred;

  TypeConstraint(String description, Predicate<Type> pred) {
    this.description = description;
    this.pred = pred;
  }

  public boolean test(Type t) {
    return pred.test(t);
  }

  /** Checks {@code t}; on failure emits {@code <what> #<index> must be <desc>, but got '<t>'}. */
  public boolean verify(Operation op, String what, int index, Type t) {
    if (pred.test(t)) {
      return true;
    }
    op.emitOpError(what + " #" + index + " must be " + description + ", but got '" + AsmUtil.typeStr(t) + "'");
    return false;
  }

  /** Checks every operand, then every result, against {@code operands} and {@code results}. */
  public static boolean verifyAll(Operation op, TypeConstraint operands, TypeConstraint results) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (!operands.verify(op, "operand", i, op.getOperand(i).getType())) {
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!results.verify(op, "result", i, op.getResult(i).getType())) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's SameOperandsAndResultType trait. */
  public static boolean verifySameOperandsAndResultType(Operation op) {
    Type t = op.getNumResults() > 0 ? op.getResult(0).getType() : null;
    for (int i = 0; i < op.getNumOperands(); i++) {
      Type o = op.getOperand(i).getType();
      if (t == null) {
        t = o;
      } else if (!t.equals(o)) {
        op.emitOpError("requires the same type for all operands and results");
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!op.getResult(i).getType().equals(t)) {
        op.emitOpError("requires the same type for all operands and results");
        return false;
      }
    }
    return true;
  }
}
