package jopt.dialects.arith;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;

/**
 * The scalar constant folders of the arith casts that have a float side, as MLIR's: sitofp and
 * uitofp round to nearest, ties to even; extf is exact; truncf folds only when the value is
 * exact in the narrower type (APFloat's convert reports no loss), and {@code truncf(extf(a))}
 * is {@code a} (or truncates {@code a} directly when it is wider); fptosi and fptoui round
 * toward zero and do not fold a NaN, an infinity or a value out of the integer's range.
 * Formats other than f16, bf16, f32 and f64 are not folded.
 */
final class FloatCastFolder {
  private FloatCastFolder() {}

  private static final List<FloatType> FOLDABLE =
      List.of(FloatType.F16, FloatType.BF16, FloatType.F32, FloatType.F64);

  static boolean fold(String name, Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    CastOps.ArithCastOp cast = CastOps.ArithCastOp.of(op);
    Type to = cast.out().getType();
    if (name.equals("arith.truncf") && foldTruncOfExt(op, results)) {
      return true;
    }
    Attribute in = operands.get(0);
    Attribute folded = switch (name) {
      case "arith.sitofp", "arith.uitofp" -> in instanceof IntegerAttr a && to instanceof FloatType f
          ? intToFloat(a, IntegerFolder.width(cast.in().getType()), name.equals("arith.sitofp"), f) : null;
      case "arith.extf", "arith.truncf" -> in instanceof FloatAttr a && to instanceof FloatType f
          ? exactFloat(a, f) : null;
      case "arith.fptosi", "arith.fptoui" -> in instanceof FloatAttr a
          ? floatToInt(a, to, IntegerFolder.width(to), name.equals("arith.fptosi")) : null;
      default -> null;
    };
    if (folded == null) {
      return false;
    }
    results.add(OpFoldResult.of(folded));
    return true;
  }

  /** {@code truncf(extf(a))}: {@code a} when of the result type; truncates {@code a} in place when wider. */
  private static boolean foldTruncOfExt(Operation op, List<OpFoldResult> results) {
    Operation ext = CastOps.TruncFOp.of(op).in().getDefiningOp();
    if (ext == null || !CastOps.ExtFOp.SPEC.isa(ext)) {
      return false;
    }
    jopt.ir.Value src = CastOps.ExtFOp.of(ext).in();
    Type srcElem = TypeUtil.elementOrSelf(src.getType());
    Type dstElem = TypeUtil.elementOrSelf(CastOps.TruncFOp.of(op).out().getType());
    if (srcElem instanceof FloatType s && dstElem instanceof FloatType d && s.getWidth() > d.getWidth()) {
      op.setOperand(0, src);
      return true;
    }
    if (srcElem.equals(dstElem)) {
      results.add(OpFoldResult.of(src));
      return true;
    }
    return false;
  }

  private static FloatAttr intToFloat(IntegerAttr a, int width, boolean signed, FloatType to) {
    if (width <= 0 || !FOLDABLE.contains(to)) {
      return null;
    }
    BigInteger v = signed ? IntegerFolder.signed(a, width) : IntegerFolder.unsigned(a, width);
    if (to == FloatType.F64) {
      return FloatAttr.get(to, v.doubleValue());
    }
    if (to == FloatType.F32) {
      return FloatAttr.getF32(v.floatValue());
    }
    // Through double: exact below 2^53; above, f16 overflows to infinity either way, and bf16
    // could round twice, so it is not folded.
    if (v.bitLength() > 53 && to != FloatType.F16) {
      return null;
    }
    return FloatAttr.get(to, v.doubleValue());
  }

  private static FloatAttr exactFloat(FloatAttr a, FloatType to) {
    if (!FOLDABLE.contains(to) || !FOLDABLE.contains(a.getType()) || a.isNaN()) {
      return null;
    }
    double v = a.getValue();
    FloatAttr r = FloatAttr.get(to, v);
    return Double.compare(r.getValue(), v) == 0 ? r : null;
  }

  private static IntegerAttr floatToInt(FloatAttr a, Type to, int width, boolean signed) {
    if (width <= 0 || !FOLDABLE.contains(a.getType()) || a.isNaN() || a.isInfinity()) {
      return null;
    }
    BigInteger v = new BigDecimal(a.getValue()).setScale(0, RoundingMode.DOWN).toBigInteger();
    BigInteger min = signed ? BigInteger.ONE.shiftLeft(width - 1).negate() : BigInteger.ZERO;
    BigInteger max = signed ? BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE)
        : BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
      return null;
    }
    return IntegerAttr.get(to, v);
  }
}
