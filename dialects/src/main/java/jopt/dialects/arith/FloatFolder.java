package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.FloatAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;

/**
 * The folders of arith's float arithmetic on scalars: negf, the identities ({@code addf(x, -0)},
 * {@code subf(x, +0)}, {@code mulf(x, 1)}, {@code divf(x, 1)} are {@code x}) and the constant
 * folding of addf, subf, mulf and divf in f16, bf16, f32 and f64. A result is computed in double
 * precision and rounded once to its type, which is the correctly rounded result for these
 * formats (their precision is at most half of double's). NaN operands are not folded, as the
 * payload a result keeps is APFloat's choice.
 */
final class FloatFolder {
  private FloatFolder() {}

  private static final List<FloatType> FOLDABLE =
      List.of(FloatType.F16, FloatType.BF16, FloatType.F32, FloatType.F64);

  /** Folds float binary op {@code name} ("addf"); false when it does not fold. */
  static boolean fold(String name, Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    if (List.of("maximumf", "minimumf", "maxnumf", "minnumf").contains(name)) {
      return foldMinMax(name, op, operands, results);
    }
    if (!List.of("addf", "subf", "mulf", "divf").contains(name)) {
      return false;
    }
    Attribute r = operands.get(1);
    if (r instanceof FloatAttr rhs && isIdentity(name, rhs.getValue())) {
      results.add(OpFoldResult.of(ArithBinaryOp.of(op).lhs()));
      return true;
    }
    if (!(operands.get(0) instanceof FloatAttr a) || !(r instanceof FloatAttr b)
        || !a.getType().equals(b.getType()) || !FOLDABLE.contains(a.getType()) || a.isNaN() || b.isNaN()) {
      return false;
    }
    double x = a.getValue();
    double y = b.getValue();
    double v = switch (name) {
      case "addf" -> x + y;
      case "subf" -> x - y;
      case "mulf" -> x * y;
      case "divf" -> x / y;
      default -> throw new IllegalStateException(name);
    };
    // An invalid operation (inf - inf, 0 * inf, 0 / 0) gives APFloat's default NaN: positive,
    // quiet, no payload.
    FloatAttr folded = Double.isNaN(v) ? defaultNaN(a.getType()) : FloatAttr.get(a.getType(), v);
    results.add(OpFoldResult.of(folded));
    return true;
  }

  /** negf: {@code negf(negf(x))} is {@code x}; a constant flips its sign bit (NaN too, as APFloat). */
  static boolean foldNeg(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    Operation def = ArithBinaryOp.of(op).lhs().getDefiningOp();
    if (def != null && def.getName().equals("arith.negf")) {
      results.add(OpFoldResult.of(ArithBinaryOp.of(def).lhs()));
      return true;
    }
    if (!(operands.get(0) instanceof FloatAttr a) || !FOLDABLE.contains(a.getType())) {
      return false;
    }
    results.add(OpFoldResult.of(FloatAttr.fromBits(a.getType(), a.getBits() ^ 1L << (a.getType().getWidth() - 1))));
    return true;
  }

  /**
   * maximumf/minimumf/maxnumf/minnumf as MLIR's folders: {@code op(x, x)} is x; x against the
   * neutral operand (-inf for maximumf, +inf for minimumf, NaN for the num forms) is x; two
   * constants fold as APFloat's maximum/minimum (the first NaN, quieted; -0 below +0: Java's
   * Math.max/min) and maxnum/minnum (the other operand of a NaN).
   */
  private static boolean foldMinMax(String name, Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    ArithBinaryOp binary = ArithBinaryOp.of(op);
    if (binary.lhs() == binary.rhs()) {
      results.add(OpFoldResult.of(binary.rhs()));
      return true;
    }
    Attribute r = operands.get(1);
    if (r instanceof FloatAttr rhs) {
      boolean neutral = switch (name) {
        case "maximumf" -> rhs.isInfinity() && rhs.isNegative();
        case "minimumf" -> rhs.isInfinity() && !rhs.isNegative();
        default -> rhs.isNaN();
      };
      if (neutral) {
        results.add(OpFoldResult.of(binary.lhs()));
        return true;
      }
    }
    if (!(operands.get(0) instanceof FloatAttr a) || !(r instanceof FloatAttr b)
        || !a.getType().equals(b.getType()) || !FOLDABLE.contains(a.getType())) {
      return false;
    }
    boolean num = name.endsWith("numf");
    if (a.isNaN() || b.isNaN()) {
      if (num) {
        if (a.isNaN() && b.isNaN()) {
          return false;
        }
        results.add(OpFoldResult.of(a.isNaN() ? b : a));
      } else {
        // APFloat's maximum/minimum: the first NaN operand, quieted.
        FloatAttr nan = a.isNaN() ? a : b;
        int mantissa = nan.getType() == FloatType.F16 ? 10 : nan.getType() == FloatType.BF16 ? 7
            : nan.getType() == FloatType.F32 ? 23 : 52;
        results.add(OpFoldResult.of(FloatAttr.fromBits(nan.getType(), nan.getBits() | 1L << (mantissa - 1))));
      }
      return true;
    }
    double x = a.getValue();
    double y = b.getValue();
    double v = name.startsWith("max") ? Math.max(x, y) : Math.min(x, y);
    results.add(OpFoldResult.of(FloatAttr.get(a.getType(), v)));
    return true;
  }

  private static FloatAttr defaultNaN(FloatType t) {
    int w = t.getWidth();
    int mantissa = t == FloatType.F16 ? 10 : t == FloatType.BF16 ? 7 : t == FloatType.F32 ? 23 : 52;
    long exponentAndQuiet = ((1L << (w - 1 - mantissa)) - 1) << mantissa | 1L << (mantissa - 1);
    return FloatAttr.fromBits(t, exponentAndQuiet);
  }

  private static boolean isIdentity(String name, double v) {
    return switch (name) {
      case "addf" -> v == 0 && 1 / v < 0;
      case "subf" -> v == 0 && 1 / v > 0;
      case "mulf", "divf" -> v == 1;
      default -> false;
    };
  }
}
