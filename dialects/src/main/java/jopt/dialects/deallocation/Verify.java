package jopt.dialects.deallocation;

import jopt.dialects.memref.Asm;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * Operand and result checks shared by the deallocation ops, with the messages of MLIR's op
 * traits (ZeroOperands, OneOperand, ZeroResults, OneResult) and ODS type constraints. As
 * MLIR's verifyTraits runs them, callers check the result count, then the operand count, then
 * the types.
 */
final class Verify {
  private Verify() {}

  /** The summary of ODS's AnyRankedOrUnrankedMemRef. */
  static final String MEMREF = "ranked or unranked memref of any type values";

  /** The summary of the ownership indicator type constraint. */
  static final String OWNERSHIP = "ownership indicator";

  static boolean operands(Operation op, int n) {
    if (op.getNumOperands() == n) {
      return true;
    }
    op.emitOpError(switch (n) {
      case 0 -> "requires zero operands";
      case 1 -> "requires a single operand";
      default -> "expected " + n + " operands, but found " + op.getNumOperands();
    });
    return false;
  }

  static boolean results(Operation op, int n) {
    if (op.getNumResults() == n) {
      return true;
    }
    op.emitOpError(switch (n) {
      case 0 -> "requires zero results";
      case 1 -> "requires one result";
      default -> "expected " + n + " results, but found " + op.getNumResults();
    });
    return false;
  }

  static boolean ownership(Operation op, Type t, String what) {
    return check(op, OwnershipType.is(t), t, what, OWNERSHIP);
  }

  static boolean memref(Operation op, Type t, String what) {
    return check(op, ShapedTypes.isAnyMemRef(t), t, what, MEMREF);
  }

  /** ODS's type constraint failure: {@code operand #0 must be <summary>, but got 'type'}. */
  static boolean check(Operation op, boolean ok, Type t, String what, String summary) {
    if (!ok) {
      op.emitOpError(what + " must be " + summary + ", but got " + Asm.quote(t));
    }
    return ok;
  }
}
