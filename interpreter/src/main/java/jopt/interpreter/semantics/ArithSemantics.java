package jopt.interpreter.semantics;

import java.math.BigInteger;
import java.util.List;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.ExtendedOps;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.interpreter.Execution;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.MemRefGlobals;
import jopt.interpreter.runtime.RuntimeError;
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

  private static final OpSpec[] INT_BINARY = {IntBinaryOps.AddIOp.SPEC, IntBinaryOps.SubIOp.SPEC,
      IntBinaryOps.MulIOp.SPEC, IntBinaryOps.ShLIOp.SPEC, IntBinaryOps.DivSIOp.SPEC,
      IntBinaryOps.DivUIOp.SPEC, IntBinaryOps.RemSIOp.SPEC, IntBinaryOps.RemUIOp.SPEC,
      IntBinaryOps.CeilDivSIOp.SPEC, IntBinaryOps.CeilDivUIOp.SPEC, IntBinaryOps.FloorDivSIOp.SPEC,
      IntBinaryOps.AndIOp.SPEC, IntBinaryOps.OrIOp.SPEC, IntBinaryOps.XOrIOp.SPEC,
      IntBinaryOps.ShRSIOp.SPEC, IntBinaryOps.ShRUIOp.SPEC, IntBinaryOps.MaxSIOp.SPEC,
      IntBinaryOps.MinSIOp.SPEC, IntBinaryOps.MaxUIOp.SPEC, IntBinaryOps.MinUIOp.SPEC};
  private static final OpSpec[] FLOAT_BINARY = {FloatBinaryOps.AddFOp.SPEC,
      FloatBinaryOps.SubFOp.SPEC, FloatBinaryOps.MulFOp.SPEC, FloatBinaryOps.DivFOp.SPEC,
      FloatBinaryOps.RemFOp.SPEC, FloatBinaryOps.MaximumFOp.SPEC, FloatBinaryOps.MinimumFOp.SPEC,
      FloatBinaryOps.MaxNumFOp.SPEC, FloatBinaryOps.MinNumFOp.SPEC};

  /** "addi" for arith.addi: the key of {@link #intBinary} and {@link #floatBinary}. */
  public static String mnemonic(OpSpec spec) {
    return spec.name().substring(spec.name().indexOf('.') + 1);
  }

  static void register(SemanticsRegistry r) {
    r.register(ConstantOp.SPEC, (op, ex) ->
        ex.set(op.getResult(0), MemRefGlobals.constant(op.getAttr("value"), ex, op)));
    for (OpSpec spec : INT_BINARY) {
      int code = INT_BINARY_NAMES.indexOf(mnemonic(spec));
      lifted(r, spec, (op, ex) -> {
        int w = intWidth(op, ex);
        long v = intBinary(code, ex.getInt(op.getOperand(0)), ex.getInt(op.getOperand(1)), w, op,
            ex);
        ex.setInt(op.getResult(0), v);
      });
    }
    for (OpSpec spec : FLOAT_BINARY) {
      String n = mnemonic(spec);
      lifted(r, spec, (op, ex) -> {
        floatType(op, ex);
        ex.setFloat(op.getResult(0),
            floatBinary(n, ex.getFloat(op.getOperand(0)), ex.getFloat(op.getOperand(1))));
      });
    }
    lifted(r, FloatBinaryOps.NegFOp.SPEC, (op, ex) -> {
      floatType(op, ex);
      ex.setFloat(op.getResult(0), -ex.getFloat(op.getOperand(0)));
    });
    lifted(r, CmpOps.CmpIOp.SPEC, ArithSemantics::cmpi);
    lifted(r, CmpOps.CmpFOp.SPEC, ArithSemantics::cmpf);
    lifted(r, SelectOp.SPEC, (op, ex) -> {
      if (!(ex.get(op.getOperand(0)) instanceof Long)) {
        throw ex.error(Kind.UNSUPPORTED, op, "select on vectors is not supported");
      }
      boolean c = ex.getInt(op.getOperand(0)) != 0;
      ex.set(op.getResult(0), ex.get(op.getOperand(c ? 1 : 2)));
    });
    ArithCastSemantics.register(r);
    lifted(r, ExtendedOps.AddUIExtendedOp.SPEC, (op, ex) -> extended(op, ex, false, false));
    lifted(r, ExtendedOps.MulSIExtendedOp.SPEC, (op, ex) -> extended(op, ex, true, true));
    lifted(r, ExtendedOps.MulUIExtendedOp.SPEC, (op, ex) -> extended(op, ex, true, false));
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

  private static RuntimeError ub(Execution ex, Operation op, String what) {
    return ex.error(Kind.UNDEFINED_BEHAVIOR, op, what);
  }

  /** The integer binary ops by number (the code the compiled code passes to intBinary). */
  public static final List<String> INT_BINARY_NAMES = List.of("addi", "subi", "muli", "andi", "ori",
      "xori", "maxsi", "minsi", "maxui", "minui", "shli", "shrsi", "shrui", "divsi", "remsi",
      "floordivsi", "ceildivsi", "divui", "remui", "ceildivui");

  public static long intBinary(String n, long a, long b, int w, Operation op, Execution ex) {
    int code = INT_BINARY_NAMES.indexOf(n);
    if (code < 0) {
      throw new IllegalStateException(n);
    }
    return intBinary(code, a, b, w, op, ex);
  }

  /** The integer binary op number {@code code} of {@link #INT_BINARY_NAMES}. */
  public static long intBinary(int code, long a, long b, int w, Operation op, Execution ex) {
    switch (code) {
      case 0: return a + b;
      case 1: return a - b;
      case 2: return a * b;
      case 3: return a & b;
      case 4: return a | b;
      case 5: return a ^ b;
      case 6: return Math.max(a, b);
      case 7: return Math.min(a, b);
      default: break;
    }
    long ua = Scalars.unsigned(a, w);
    long ub = Scalars.unsigned(b, w);
    switch (code) {
      case 8: return Long.compareUnsigned(ua, ub) >= 0 ? a : b;
      case 9: return Long.compareUnsigned(ua, ub) <= 0 ? a : b;
      case 10:
      case 11:
      case 12:
        if (Long.compareUnsigned(ub, w) >= 0) {
          throw ub(ex, op, "shift amount " + ub + " is not less than the bit width " + w
              + " (poison)");
        }
        return code == 10 ? a << ub : code == 11 ? a >> ub : ua >>> ub;
      default:
        break;
    }
    if (b == 0) {
      throw ub(ex, op, "division by zero");
    }
    long min = w == 64 ? Long.MIN_VALUE : -(1L << (w - 1));
    if (code <= 16 && code != 14 && a == min && b == -1) {
      throw ub(ex, op, "signed division overflow");
    }
    switch (code) {
      case 13: return a / b;
      case 14: return a % b;
      case 15: return Math.floorDiv(a, b);
      case 16: {
        long q = a / b;
        return a % b != 0 && (a ^ b) >= 0 ? q + 1 : q;
      }
      case 17: return Long.divideUnsigned(ua, ub);
      case 18: return Long.remainderUnsigned(ua, ub);
      case 19: {
        long q = Long.divideUnsigned(ua, ub);
        return Long.remainderUnsigned(ua, ub) != 0 ? q + 1 : q;
      }
      default:
        throw new IllegalStateException("int binary op " + code);
    }
  }

  static double floatBinary(String n, double a, double b) {
    switch (n) {
      case "addf": return a + b;
      case "subf": return a - b;
      case "mulf": return a * b;
      case "divf": return a / b;
      case "remf": return a % b;
      case "maximumf": return maximumf(a, b);
      case "minimumf": return minimumf(a, b);
      case "maxnumf": return maxnumf(a, b);
      case "minnumf": return minnumf(a, b);
      default: throw new IllegalStateException(n);
    }
  }

  public static double maximumf(double a, double b) {
    return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.max(a, b);
  }

  public static double minimumf(double a, double b) {
    return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.min(a, b);
  }

  public static double maxnumf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
  }

  public static double minnumf(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.min(a, b);
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
    boolean r = compareInt(p, ex.getInt(op.getOperand(0)), ex.getInt(op.getOperand(1)), w);
    ex.setInt(op.getResult(0), r ? 1 : 0);
  }

  /** arith.cmpi's predicate {@code p} (0..9: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge). */
  public static boolean compareInt(int p, long a, long b, int w) {
    return switch (p) {
      case 0 -> a == b;
      case 1 -> a != b;
      case 2 -> a < b;
      case 3 -> a <= b;
      case 4 -> a > b;
      case 5 -> a >= b;
      default -> {
        int u = Long.compareUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w));
        yield p == 6 ? u < 0 : p == 7 ? u <= 0 : p == 8 ? u > 0 : u >= 0;
      }
    };
  }

  private static void cmpf(Operation op, Execution ex) {
    int p = predicate(op);
    if (p < 0 || p > 15) {
      throw ex.error(Kind.UNSUPPORTED, op, "unknown cmpf predicate");
    }
    boolean r = compareFloat(p, ex.getFloat(op.getOperand(0)), ex.getFloat(op.getOperand(1)));
    ex.setInt(op.getResult(0), r ? 1 : 0);
  }

  /** arith.cmpf's predicate {@code p} (0..15: false, oeq, ogt, ..., uno, true). */
  public static boolean compareFloat(int p, double a, double b) {
    boolean uno = Double.isNaN(a) || Double.isNaN(b);
    return switch (p) {
      case 0 -> false;
      case 1 -> !uno && a == b;
      case 2 -> !uno && a > b;
      case 3 -> !uno && a >= b;
      case 4 -> !uno && a < b;
      case 5 -> !uno && a <= b;
      case 6 -> !uno && a != b;
      case 7 -> !uno;
      case 8 -> uno || a == b;
      case 9 -> uno || a > b;
      case 10 -> uno || a >= b;
      case 11 -> uno || a < b;
      case 12 -> uno || a <= b;
      case 13 -> uno || a != b;
      case 14 -> uno;
      default -> true;
    };
  }

  /** addui_extended (sum, overflow) and mul[su]i_extended (low, high), through BigInteger. */
  private static void extended(Operation op, Execution ex, boolean mul, boolean signed) {
    int w = intWidth(op, ex);
    long a = ex.getInt(op.getOperand(0));
    long b = ex.getInt(op.getOperand(1));
    BigInteger x = signed ? BigInteger.valueOf(a) : unsignedBig(a, w);
    BigInteger y = signed ? BigInteger.valueOf(b) : unsignedBig(b, w);
    BigInteger r = mul ? x.multiply(y) : x.add(y);
    ex.setInt(op.getResult(0), r.longValue());
    if (mul) {
      ex.setInt(op.getResult(1), r.shiftRight(w).longValue());
    } else {
      ex.setInt(op.getResult(1), r.bitLength() > w ? 1 : 0);
    }
  }

  static BigInteger unsignedBig(long v, int w) {
    BigInteger b = BigInteger.valueOf(v);
    return b.signum() < 0 ? b.add(BigInteger.ONE.shiftLeft(w)) : b;
  }

  /** Registers scalar semantics, lifted over vectors ({@link ElementwiseLifting}). */
  private static void lifted(SemanticsRegistry r, jopt.ir.ods.OpSpec spec, OpSemantics s) {
    ElementwiseLifting.register(r, spec, s);
  }
}
