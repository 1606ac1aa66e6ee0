package jopt.dialects.deallocation;

import jopt.dialects.memref.Asm;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.Operation;
import jopt.ir.Type;

/** Operand and result checks shared by the deallocation ops, with MLIR's messages. */
final class Verify {
  private Verify() {}

  static boolean operands(Operation op, int n) {
    if (op.getNumOperands() != n) {
      op.emitOpError("expected " + n + " operands, but found " + op.getNumOperands());
      return false;
    }
    return true;
  }

  static boolean results(Operation op, int n) {
    if (op.getNumResults() != n) {
      op.emitOpError("requires " + (n == 0 ? "zero results" : "one result"));
      return false;
    }
    return true;
  }

  static boolean ownership(Operation op, Type t, String what) {
    if (!OwnershipType.is(t)) {
      op.emitOpError(what + " must be ownership indicator, but got " + Asm.quote(t));
      return false;
    }
    return true;
  }

  static boolean memref(Operation op, Type t, String what) {
    if (!ShapedTypes.isAnyMemRef(t)) {
      op.emitOpError(what + " must be ranked or unranked memref of any type values, but got "
          + Asm.quote(t));
      return false;
    }
    return true;
  }
}
