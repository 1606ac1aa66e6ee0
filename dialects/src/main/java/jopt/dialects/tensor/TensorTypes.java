package jopt.dialects.tensor;

import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/** Tensor type constraints shared by the tensor ops' parsers and verifiers. */
final class TensorTypes {
  static final String RANKED = "ranked tensor of any type values";

  private TensorTypes() {}

  /** Parses a type that must be a ranked tensor (ODS's {@code type($x)} of AnyRankedTensor). */
  static Type parseRanked(OpAsmParser parser) {
    var loc = parser.getCurrentLocation();
    Type t = parser.parseType();
    if (!(t instanceof RankedTensorType)) {
      throw parser.emitError(loc, "invalid kind of type specified: expected builtin.tensor, but found '"
          + OpUtils.str(t) + "'");
    }
    return t;
  }

  static Type parseColonRanked(OpAsmParser parser) {
    parser.parseColon();
    return parseRanked(parser);
  }

  /** Checks that operand {@code i} is a ranked tensor, reporting like ODS. */
  static boolean operandRanked(Operation op, int i) {
    return check(op, "operand", i, op.getOperand(i).getType());
  }

  static boolean resultRanked(Operation op, int i) {
    return check(op, "result", i, op.getResult(i).getType());
  }

  private static boolean check(Operation op, String kind, int i, Type t) {
    if (t instanceof RankedTensorType) {
      return true;
    }
    op.emitOpError(kind + " #" + i + " must be " + RANKED + ", but got " + OpUtils.quoted(t));
    return false;
  }

  static boolean isTensor(Type t) {
    return t instanceof TensorType;
  }

  /** tensor.cast compatibility: same element type, and shapes agree where both are static. */
  static boolean castCompatible(Type a, Type b) {
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb)) {
      return false;
    }
    if (!ta.getElementType().equals(tb.getElementType())) {
      return false;
    }
    if (a instanceof UnrankedTensorType || b instanceof UnrankedTensorType) {
      return true;
    }
    ShapedType sa = ta;
    ShapedType sb = tb;
    if (sa.getRank() != sb.getRank()) {
      return false;
    }
    for (int i = 0; i < sa.getRank(); i++) {
      long x = sa.getDimSize(i);
      long y = sb.getDimSize(i);
      if (x != ShapedType.DYNAMIC && y != ShapedType.DYNAMIC && x != y) {
        return false;
      }
    }
    return true;
  }
}
