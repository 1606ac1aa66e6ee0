package jopt.interpreter.semantics;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.ExtendedOps;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.MemRefGlobals;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;

/**
 * arith on scalars with LLVM semantics: integers wrap at their width; division by zero,
 * signed division overflow, oversized shifts and out-of-range float-to-int conversions
 * (poison in MLIR) are reported as undefined behaviour.
 */
public final class ArithSemantics {
  private ArithSemantics() {}

  /** An integer binary op defined on every input, at width {@code w}. */
  @FunctionalInterface
  public interface IntBinary {
    long apply(long a, long b, int w);
  }

  /** An integer binary op that is undefined behaviour on some inputs (thrown at {@code op}). */
  @FunctionalInterface
  public interface FaultingIntBinary {
    long apply(long a, long b, int w, Operation op, Execution ex);
  }

  /** A float binary op's f32 form. */
  @FunctionalInterface
  public interface FloatBinary {
    float apply(float a, float b);
  }

  /** A float binary op: its f32 form (null: the f64 form, exact on floats) and its f64 form. */
  public record FloatOp(FloatBinary f32, DoubleBinaryOperator f64) {}

  /**
   * The integer binary ops defined on every input, by definition; the function is
   * {@link ArithScalars}' method named as the op ({@link ArithScalars#method}), which compiled
   * code calls by that name.
   */
  public static final Map<OpSpec, IntBinary> INT_OPS = Map.of(
      IntBinaryOps.AddIOp.SPEC, ArithScalars::addi, IntBinaryOps.SubIOp.SPEC, ArithScalars::subi,
      IntBinaryOps.MulIOp.SPEC, ArithScalars::muli, IntBinaryOps.AndIOp.SPEC, ArithScalars::andi,
      IntBinaryOps.OrIOp.SPEC, ArithScalars::ori, IntBinaryOps.XOrIOp.SPEC, ArithScalars::xori,
      IntBinaryOps.MaxSIOp.SPEC, ArithScalars::maxsi, IntBinaryOps.MinSIOp.SPEC,
      ArithScalars::minsi, IntBinaryOps.MaxUIOp.SPEC, ArithScalars::maxui,
      IntBinaryOps.MinUIOp.SPEC, ArithScalars::minui);

  /** The integer binary ops that can be undefined behaviour, as {@link #INT_OPS}. */
  public static final Map<OpSpec, FaultingIntBinary> FAULTING_INT_OPS = Map.of(
      IntBinaryOps.ShLIOp.SPEC, ArithScalars::shli, IntBinaryOps.ShRSIOp.SPEC, ArithScalars::shrsi,
      IntBinaryOps.ShRUIOp.SPEC, ArithScalars::shrui, IntBinaryOps.DivSIOp.SPEC,
      ArithScalars::divsi, IntBinaryOps.RemSIOp.SPEC, ArithScalars::remsi,
      IntBinaryOps.FloorDivSIOp.SPEC, ArithScalars::floordivsi, IntBinaryOps.CeilDivSIOp.SPEC,
      ArithScalars::ceildivsi, IntBinaryOps.DivUIOp.SPEC, ArithScalars::divui,
      IntBinaryOps.RemUIOp.SPEC, ArithScalars::remui, IntBinaryOps.CeilDivUIOp.SPEC,
      ArithScalars::ceildivui);

  /** The float binary ops, as {@link #INT_OPS}. */
  public static final Map<OpSpec, FloatOp> FLOAT_OPS = Map.of(
      FloatBinaryOps.AddFOp.SPEC, new FloatOp(ArithScalars::addf, ArithScalars::addf),
      FloatBinaryOps.SubFOp.SPEC, new FloatOp(ArithScalars::subf, ArithScalars::subf),
      FloatBinaryOps.MulFOp.SPEC, new FloatOp(ArithScalars::mulf, ArithScalars::mulf),
      FloatBinaryOps.DivFOp.SPEC, new FloatOp(ArithScalars::divf, ArithScalars::divf),
      FloatBinaryOps.RemFOp.SPEC, new FloatOp(ArithScalars::remf, ArithScalars::remf),
      FloatBinaryOps.MaximumFOp.SPEC, new FloatOp(ArithScalars::maximumf, ArithScalars::maximumf),
      FloatBinaryOps.MinimumFOp.SPEC, new FloatOp(ArithScalars::minimumf, ArithScalars::minimumf),
      FloatBinaryOps.MaxNumFOp.SPEC, new FloatOp(null, ArithScalars::maxnumf),
      FloatBinaryOps.MinNumFOp.SPEC, new FloatOp(null, ArithScalars::minnumf));

  private static final Map<String, IntBinary> INT_BY_NAME = byMnemonic(INT_OPS);
  private static final Map<String, FaultingIntBinary> FAULTING_BY_NAME =
      byMnemonic(FAULTING_INT_OPS);
  private static final Map<String, FloatOp> FLOAT_BY_NAME = byMnemonic(FLOAT_OPS);

  private static <T> Map<String, T> byMnemonic(Map<OpSpec, T> ops) {
    Map<String, T> m = new HashMap<>();
    ops.forEach((spec, f) -> m.put(mnemonic(spec), f));
    return Map.copyOf(m);
  }

  /** "addi" for arith.addi. */
  public static String mnemonic(OpSpec spec) {
    return spec.name().substring(spec.name().indexOf('.') + 1);
  }

  static void register(SemanticsRegistry r) {
    r.register(ConstantOp.SPEC, (op, ex) ->
        ex.set(op.getResult(0), MemRefGlobals.constant(op.getAttr("value"), ex, op)));
    INT_OPS.forEach((spec, f) -> lifted(r, spec, (op, ex) -> {
      int w = intWidth(op, ex);
      ex.setInt(op.getResult(0), f.apply(ex.getInt(op.getOperand(0)),
          ex.getInt(op.getOperand(1)), w));
    }));
    FAULTING_INT_OPS.forEach((spec, f) -> lifted(r, spec, (op, ex) -> {
      int w = intWidth(op, ex);
      ex.setInt(op.getResult(0), f.apply(ex.getInt(op.getOperand(0)),
          ex.getInt(op.getOperand(1)), w, op, ex));
    }));
    FLOAT_OPS.forEach((spec, f) -> lifted(r, spec, (op, ex) -> ex.setFloat(op.getResult(0),
        floatBinary(f, floatType(op, ex), ex.getFloat(op.getOperand(0)),
            ex.getFloat(op.getOperand(1))))));
    lifted(r, FloatBinaryOps.NegFOp.SPEC, (op, ex) -> {
      FloatType t = floatType(op, ex);
      double a = ex.getFloat(op.getOperand(0));
      ex.setFloat(op.getResult(0),
          t == FloatType.F32 ? ArithScalars.negf((float) a) : ArithScalars.negf(a));
    });
    lifted(r, CmpOps.CmpIOp.SPEC, ArithSemantics::cmpi);
    lifted(r, CmpOps.CmpFOp.SPEC, ArithSemantics::cmpf);
    lifted(r, SelectOp.SPEC, (op, ex) -> {
      if (!(ex.get(op.getOperand(0)) instanceof Long)) {
        throw ex.error(Kind.UNSUPPORTED, op, "select on vectors is not supported");
      }
      boolean c = ArithScalars.select(ex.getInt(op.getOperand(0)));
      ex.set(op.getResult(0), ex.get(op.getOperand(c ? 1 : 2)));
    });
    lifted(r, ExtendedOps.AddUIExtendedOp.SPEC, (op, ex) -> extended(op, ex, false, false));
    lifted(r, ExtendedOps.MulSIExtendedOp.SPEC, (op, ex) -> extended(op, ex, true, true));
    lifted(r, ExtendedOps.MulUIExtendedOp.SPEC, (op, ex) -> extended(op, ex, true, false));
  }

  /** Float op {@code f} on type {@code t}: the f32 form on f32 when it has one. */
  private static double floatBinary(FloatOp f, FloatType t, double a, double b) {
    return t == FloatType.F32 && f.f32() != null ? f.f32().apply((float) a, (float) b)
        : f.f64().applyAsDouble(a, b);
  }

  static int intWidth(Operation op, Execution ex) {
    int w = Scalars.width(op.getResult(0).getType());
    if (w <= 0 || w > 64) {
      throw ex.error(Kind.UNSUPPORTED, op, "the interpreter runs integer ops on scalars of at "
          + "most 64 bits, not " + op.getResult(0).getType());
    }
    return w;
  }

  static FloatType floatType(Operation op, Execution ex) {
    Type t = Scalars.scalarOf(op.getResult(0).getType());
    if (!(t instanceof FloatType ft) || ElementCodec.byteSize(t) <= 0) {
      throw ex.error(Kind.UNSUPPORTED, op, "the interpreter runs float ops on f16, bf16, f32 "
          + "and f64 scalars, not " + t);
    }
    return ft;
  }

  /** Integer binary op {@code n} ("addi") at width {@code w}, as the op computes it. */
  public static long intBinary(String n, long a, long b, int w, Operation op, Execution ex) {
    IntBinary f = INT_BY_NAME.get(n);
    if (f != null) {
      return f.apply(a, b, w);
    }
    FaultingIntBinary g = FAULTING_BY_NAME.get(n);
    if (g == null) {
      throw new IllegalStateException(n);
    }
    return g.apply(a, b, w, op, ex);
  }

  /** Float binary op {@code n} ("addf") on f64, as the op computes it. */
  static double floatBinary(String n, double a, double b) {
    FloatOp f = FLOAT_BY_NAME.get(n);
    if (f == null) {
      throw new IllegalStateException(n);
    }
    return f.f64().applyAsDouble(a, b);
  }

  public static int predicate(Operation op) {
    return op.getAttr("predicate") instanceof IntegerAttr i ? (int) i.getValue() : -1;
  }

  private static void cmpi(Operation op, Execution ex) {
    int w = Scalars.width(op.getOperand(0).getType());
    if (w <= 0 || w > 64) {
      throw ex.error(Kind.UNSUPPORTED, op, "cmpi on " + op.getOperand(0).getType()
          + " is not supported");
    }
    int p = predicate(op);
    if (p < 0 || p > 9) {
      throw ex.error(Kind.UNSUPPORTED, op, "unknown cmpi predicate");
    }
    boolean r = ArithScalars.cmpi(p, ex.getInt(op.getOperand(0)), ex.getInt(op.getOperand(1)), w);
    ex.setInt(op.getResult(0), r ? 1 : 0);
  }

  private static void cmpf(Operation op, Execution ex) {
    int p = predicate(op);
    if (p < 0 || p > 15) {
      throw ex.error(Kind.UNSUPPORTED, op, "unknown cmpf predicate");
    }
    boolean r = ArithScalars.cmpf(p, ex.getFloat(op.getOperand(0)), ex.getFloat(op.getOperand(1)));
    ex.setInt(op.getResult(0), r ? 1 : 0);
  }

  /** addui_extended (sum, overflow) and mul[su]i_extended (low, high), through BigInteger. */
  private static void extended(Operation op, Execution ex, boolean mul, boolean signed) {
    int w = intWidth(op, ex);
    long a = ex.getInt(op.getOperand(0));
    long b = ex.getInt(op.getOperand(1));
    BigInteger x = signed ? BigInteger.valueOf(a) : ArithScalars.unsignedBig(a, w);
    BigInteger y = signed ? BigInteger.valueOf(b) : ArithScalars.unsignedBig(b, w);
    BigInteger r = mul ? x.multiply(y) : x.add(y);
    ex.setInt(op.getResult(0), r.longValue());
    if (mul) {
      ex.setInt(op.getResult(1), r.shiftRight(w).longValue());
    } else {
      ex.setInt(op.getResult(1), r.bitLength() > w ? 1 : 0);
    }
  }

  /** Registers scalar semantics, lifted over vectors ({@link ElementwiseLifting}). */
  private static void lifted(SemanticsRegistry r, jopt.ir.ods.OpSpec spec, OpSemantics s) {
    ElementwiseLifting.register(r, spec, s);
  }
}
