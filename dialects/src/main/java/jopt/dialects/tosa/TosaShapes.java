package jopt.dialects.tosa;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** Shape rules of TOSA's traits: numpy broadcasting (ResultsBroadcastableShape) and equal ranks. */
final class TosaShapes {
  private TosaShapes() {}

  /** MLIR's OpTrait::util::getBroadcastedShape: null when the shapes do not broadcast. */
  static long[] broadcast(long[] a, long[] b) {
    long[] r = new long[Math.max(a.length, b.length)];
    for (int i = 0; i < r.length; i++) {
      long x = i < a.length ? a[a.length - 1 - i] : 1;
      long y = i < b.length ? b[b.length - 1 - i] : 1;
      long d;
      if (ShapedType.isDynamic(x) || ShapedType.isDynamic(y)) {
        if (ShapedType.isDynamic(x) && ShapedType.isDynamic(y)) {
          d = ShapedType.DYNAMIC;
        } else {
          long known = ShapedType.isDynamic(x) ? y : x;
          d = known == 1 ? ShapedType.DYNAMIC : known;
        }
      } else if (x == y || y == 1) {
        d = x;
      } else if (x == 1) {
        d = y;
      } else {
        return null;
      }
      r[r.length - 1 - i] = d;
    }
    return r;
  }

  /** MLIR's verifyCompatibleOperandBroadcast (ResultsBroadcastableShape). */
  static boolean verifyBroadcastable(Operation op) {
    List<long[]> operands = ranked(op.getOperandTypes());
    long[] shape = new long[0];
    for (long[] s : operands) {
      long[] next = broadcast(shape, s);
      if (next == null) {
        return TosaOp.fail(op, "operands don't have broadcast-compatible shapes");
      }
      shape = next;
    }
    for (long[] result : ranked(op.getResultTypes())) {
      if (result.length < shape.length || !compatibleSuffix(shape, result)) {
        return TosaOp.fail(op, "result type '" + str(result) + "' not broadcast compatible with broadcasted "
            + "operands's shapes '" + str(shape) + "'");
      }
    }
    return true;
  }

  private static boolean compatibleSuffix(long[] inferred, long[] existing) {
    int off = existing.length - inferred.length;
    for (int i = 0; i < inferred.length; i++) {
      long e = existing[off + i];
      long d = inferred[i];
      if (!ShapedType.isDynamic(e) && !ShapedType.isDynamic(d) && e != d) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's SameOperandsAndResultRank. */
  static boolean verifySameOperandsAndResultRank(Operation op) {
    List<Type> types = new ArrayList<>(op.getOperandTypes());
    types.addAll(op.getResultTypes());
    Integer rank = null;
    for (Type t : types) {
      if (t instanceof RankedTensorType r) {
        if (rank == null) {
          rank = r.getRank();
        } else if (rank != r.getRank()) {
          return TosaOp.fail(op, "requires the same rank for all operands and results");
        }
      }
    }
    return true;
  }

  private static List<long[]> ranked(List<Type> types) {
    List<long[]> r = new ArrayList<>();
    for (Type t : types) {
      if (t instanceof ShapedType s && s.hasRank()) {
        r.add(s.getShape());
      }
    }
    return r;
  }

  /** MLIR's getShapeString without quotes: {@code 4x?x3}. */
  static String str(long[] shape) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      if (i > 0) {
        b.append('x');
      }
      b.append(ShapedType.isDynamic(shape[i]) ? "?" : Long.toString(shape[i]));
    }
    return b.toString();
  }
}
