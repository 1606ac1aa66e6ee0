package jopt.interpreter.semantics;

import java.math.BigDecimal;
import java.math.RoundingMode;
import jopt.dialects.arith.CastOps;
import jopt.interpreter.Execution;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;

/** arith's casts between integer widths, index, and floats. */
public final class ArithCastSemantics {
  private ArithCastSemantics() {}

  static void register(SemanticsRegistry r) {
    lifted(r, CastOps.IndexCastOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), in(op, ex)));
    lifted(r, CastOps.ExtSIOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), in(op, ex)));
    lifted(r, CastOps.TruncIOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), in(op, ex)));
    lifted(r, CastOps.IndexCastUIOp.SPEC, ArithCastSemantics::zeroExtend);
    lifted(r, CastOps.ExtUIOp.SPEC, ArithCastSemantics::zeroExtend);
    lifted(r, CastOps.SIToFPOp.SPEC, (op, ex) -> ex.setFloat(op.getResult(0), (double) in(op, ex)));
    lifted(r, CastOps.UIToFPOp.SPEC, (op, ex) ->
        ex.setFloat(op.getResult(0), uiToFp(in(op, ex), inWidth(op, ex))));
    lifted(r, CastOps.FPToSIOp.SPEC, (op, ex) -> fpToInt(op, ex, true));
    lifted(r, CastOps.FPToUIOp.SPEC, (op, ex) -> fpToInt(op, ex, false));
    lifted(r, CastOps.ExtFOp.SPEC, (op, ex) ->
        ex.setFloat(op.getResult(0), ex.getFloat(op.getOperand(0))));
    lifted(r, CastOps.TruncFOp.SPEC, (op, ex) -> {
      ArithSemantics.floatType(op, ex);
      ex.setFloat(op.getResult(0), ex.getFloat(op.getOperand(0)));
    });
    lifted(r, CastOps.BitcastOp.SPEC, ArithCastSemantics::bitcast);
  }

  private static long in(Operation op, Execution ex) {
    inWidth(op, ex);
    return ex.getInt(op.getOperand(0));
  }

  private static int inWidth(Operation op, Execution ex) {
    int w = Scalars.width(op.getOperand(0).getType());
    if (w <= 0 || w > 64) {
      throw ex.error(Kind.UNSUPPORTED, op, "casts of " + op.getOperand(0).getType()
          + " are not supported");
    }
    return w;
  }

  private static void zeroExtend(Operation op, Execution ex) {
    ex.setInt(op.getResult(0), Scalars.unsigned(in(op, ex), inWidth(op, ex)));
  }

  /** arith.uitofp's value: the {@code w}-bit integer {@code v} read as unsigned. */
  public static double uiToFp(long v, int w) {
    long u = Scalars.unsigned(v, w);
    return u >= 0 ? (double) u : ArithSemantics.unsignedBig(u, 64).doubleValue();
  }

  private static void fpToInt(Operation op, Execution ex, boolean signed) {
    int w = ArithSemantics.intWidth(op, ex);
    ex.setInt(op.getResult(0), fpToInt(ex.getFloat(op.getOperand(0)), w, signed, op, ex));
  }

  /** arith.fptosi / fptoui of {@code d} to {@code w} bits; out of range is poison. */
  public static long fpToInt(double d, int w, boolean signed, Operation op, Execution ex) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "conversion of " + d + " to an integer "
          + "(poison)");
    }
    BigDecimal t = new BigDecimal(d).setScale(0, RoundingMode.DOWN);
    java.math.BigInteger v = t.toBigInteger();
    java.math.BigInteger lo = signed ? java.math.BigInteger.ONE.shiftLeft(w - 1).negate()
        : java.math.BigInteger.ZERO;
    java.math.BigInteger hi = (signed ? java.math.BigInteger.ONE.shiftLeft(w - 1)
        : java.math.BigInteger.ONE.shiftLeft(w)).subtract(java.math.BigInteger.ONE);
    if (v.compareTo(lo) < 0 || v.compareTo(hi) > 0) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "conversion of " + d + " out of the range of "
          + op.getResult(0).getType() + " (poison)");
    }
    return v.longValue();
  }

  private static void bitcast(Operation op, Execution ex) {
    Type from = Scalars.scalarOf(op.getOperand(0).getType());
    Type to = Scalars.scalarOf(op.getResult(0).getType());
    Object v = ex.get(op.getOperand(0));
    long bits = from instanceof FloatType ft ? Scalars.floatToBits(ft, (Double) v) : (Long) v;
    if (to instanceof FloatType tt) {
      ex.setFloat(op.getResult(0), Scalars.floatFromBits(tt, bits));
    } else {
      ex.setInt(op.getResult(0), bits);
    }
  }

  /** Registers scalar semantics, lifted over vectors ({@link ElementwiseLifting}). */
  private static void lifted(SemanticsRegistry r, jopt.ir.ods.OpSpec spec, OpSemantics s) {
    ElementwiseLifting.register(r, spec, s);
  }
}
