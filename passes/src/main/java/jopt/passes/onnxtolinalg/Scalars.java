package jopt.passes.onnxtolinalg;

import java.util.List;
import jopt.dialects.arith.CastOps;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * The scalar arith and math ops the payloads of the lowered ops are made of, chosen by element
 * type: float ops on floats, integer ops on signless integers (signed unless the caller says
 * unsigned; i1 is always unsigned, as ONNX's bool).
 */
final class Scalars {
  private Scalars() {}

  static boolean isFloat(Type t) {
    return t instanceof FloatType;
  }

  static boolean isBool(Type t) {
    return t instanceof IntegerType i && i.getWidth() == 1;
  }

  /** {@code arith.constant v : t} (an integer type takes {@code (long) v}; i1 is v != 0). */
  static Value constant(Builder b, Location loc, Type t, double v) {
    return ConstantOp.create(b, loc, attr(t, v)).getOperation().getResult(0);
  }

  static Attribute attr(Type t, double v) {
    if (t instanceof FloatType f) {
      return FloatAttr.get(f, v);
    }
    if (t instanceof IndexType) {
      return IntegerAttr.getIndex((long) v);
    }
    if (isBool(t)) {
      return IntegerAttr.get(t, v != 0 ? 1 : 0);
    }
    return IntegerAttr.get(t, (long) v);
  }

  static Value index(Builder b, Location loc, long v) {
    return ConstantOp.createIndex(b, loc, v);
  }

  /** The least value of {@code t} (-inf for floats), the identity of max. */
  static Value lowest(Builder b, Location loc, Type t, boolean unsigned) {
    return ConstantOp.create(b, loc, extreme(t, unsigned, false)).getOperation().getResult(0);
  }

  /** The greatest value of {@code t} (+inf for floats), the identity of min. */
  static Value highest(Builder b, Location loc, Type t, boolean unsigned) {
    return ConstantOp.create(b, loc, extreme(t, unsigned, true)).getOperation().getResult(0);
  }

  static Attribute extreme(Type t, boolean unsigned, boolean high) {
    if (t instanceof FloatType f) {
      return FloatAttr.get(f, high ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
    }
    int w = ((IntegerType) t).getWidth();
    if (unsigned || w == 1) {
      // All ones is the unsigned maximum; the stored pattern is what matters.
      return IntegerAttr.get(t, high ? -1L : 0L);
    }
    long max = w == 64 ? Long.MAX_VALUE : (1L << (w - 1)) - 1;
    return IntegerAttr.get(t, high ? max : -max - 1);
  }

  static Value add(Builder b, Location loc, Value x, Value y) {
    return isFloat(x.getType()) ? FloatBinaryOps.AddFOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.AddIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value sub(Builder b, Location loc, Value x, Value y) {
    return isFloat(x.getType()) ? FloatBinaryOps.SubFOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.SubIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value mul(Builder b, Location loc, Value x, Value y) {
    if (isBool(x.getType())) {
      return IntBinaryOps.AndIOp.create(b, loc, x, y).getOperation().getResult(0);
    }
    return isFloat(x.getType()) ? FloatBinaryOps.MulFOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.MulIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  /** Division; integers truncate toward zero (ONNX's Div as onnxruntime computes it). */
  static Value div(Builder b, Location loc, Value x, Value y, boolean unsigned) {
    if (isFloat(x.getType())) {
      return FloatBinaryOps.DivFOp.create(b, loc, x, y).getOperation().getResult(0);
    }
    return unsigned || isBool(x.getType()) ? IntBinaryOps.DivUIOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.DivSIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  /** Maximum; a float NaN wins (numpy's maximum, ONNX's Max). */
  static Value max(Builder b, Location loc, Value x, Value y, boolean unsigned) {
    if (isFloat(x.getType())) {
      return FloatBinaryOps.MaximumFOp.create(b, loc, x, y).getOperation().getResult(0);
    }
    return unsigned || isBool(x.getType()) ? IntBinaryOps.MaxUIOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.MaxSIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value min(Builder b, Location loc, Value x, Value y, boolean unsigned) {
    if (isFloat(x.getType())) {
      return FloatBinaryOps.MinimumFOp.create(b, loc, x, y).getOperation().getResult(0);
    }
    return unsigned || isBool(x.getType()) ? IntBinaryOps.MinUIOp.create(b, loc, x, y).getOperation().getResult(0)
        : IntBinaryOps.MinSIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value neg(Builder b, Location loc, Value x) {
    if (isFloat(x.getType())) {
      return FloatBinaryOps.NegFOp.create(b, loc, x).getOperation().getResult(0);
    }
    return IntBinaryOps.SubIOp.create(b, loc, constant(b, loc, x.getType(), 0), x).getOperation().getResult(0);
  }

  static Value and(Builder b, Location loc, Value x, Value y) {
    return IntBinaryOps.AndIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value or(Builder b, Location loc, Value x, Value y) {
    return IntBinaryOps.OrIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value xor(Builder b, Location loc, Value x, Value y) {
    return IntBinaryOps.XOrIOp.create(b, loc, x, y).getOperation().getResult(0);
  }

  static Value not(Builder b, Location loc, Value x) {
    return xor(b, loc, x, constant(b, loc, x.getType(), 1));
  }

  static Value select(Builder b, Location loc, Value c, Value x, Value y) {
    return SelectOp.create(b, loc, c, x, y).getOperation().getResult(0);
  }

  /** The comparisons of ONNX. */
  enum Cmp { EQ, NE, LT, LE, GT, GE }

  /** An ordered float comparison (une for NE), or an integer one of the given signedness. */
  static Value cmp(Builder b, Location loc, Cmp c, Value x, Value y, boolean unsigned) {
    if (isFloat(x.getType())) {
      String p = switch (c) {
        case EQ -> "oeq";
        case NE -> "une";
        case LT -> "olt";
        case LE -> "ole";
        case GT -> "ogt";
        case GE -> "oge";
      };
      return CmpOps.CmpFOp.create(b, loc, p, x, y).getOperation().getResult(0);
    }
    boolean u = unsigned || isBool(x.getType());
    String p = switch (c) {
      case EQ -> "eq";
      case NE -> "ne";
      case LT -> u ? "ult" : "slt";
      case LE -> u ? "ule" : "sle";
      case GT -> u ? "ugt" : "sgt";
      case GE -> u ? "uge" : "sge";
    };
    return CmpOps.CmpIOp.create(b, loc, p, x, y).getOperation().getResult(0);
  }

  /** A math dialect op of one result with the type of its first operand. */
  static Value math(Builder b, Location loc, String name, Value... operands) {
    return b.create(loc, name, List.of(operands), List.of(operands[0].getType()), null).getResult(0);
  }

  /**
   * Converts {@code x} to {@code to}: floats extend or truncate, integers extend (by the source's
   * signedness) or truncate, integers and floats convert by signedness, and anything becomes a
   * bool by comparing with zero (as ONNX's Cast does).
   */
  static Value cast(Builder b, Location loc, Value x, Type to, boolean fromUnsigned, boolean toUnsigned) {
    Type from = x.getType();
    if (from.equals(to)) {
      return x;
    }
    if (isBool(to)) {
      return cmp(b, loc, Cmp.NE, x, constant(b, loc, from, 0), fromUnsigned);
    }
    boolean srcUnsigned = fromUnsigned || isBool(from);
    if (from instanceof FloatType ff && to instanceof FloatType tf) {
      return ff.getWidth() < tf.getWidth() ? CastOps.ExtFOp.create(b, loc, to, x).getOperation().getResult(0)
          : CastOps.TruncFOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    if (from instanceof FloatType) {
      return toUnsigned ? CastOps.FPToUIOp.create(b, loc, to, x).getOperation().getResult(0)
          : CastOps.FPToSIOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    if (to instanceof FloatType) {
      return srcUnsigned ? CastOps.UIToFPOp.create(b, loc, to, x).getOperation().getResult(0)
          : CastOps.SIToFPOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    if (to instanceof IndexType) {
      return srcUnsigned ? CastOps.IndexCastUIOp.create(b, loc, to, x).getOperation().getResult(0)
          : CastOps.IndexCastOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    if (from instanceof IndexType) {
      return CastOps.IndexCastOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    int fw = ((IntegerType) from).getWidth();
    int tw = ((IntegerType) to).getWidth();
    if (fw < tw) {
      return srcUnsigned ? CastOps.ExtUIOp.create(b, loc, to, x).getOperation().getResult(0)
          : CastOps.ExtSIOp.create(b, loc, to, x).getOperation().getResult(0);
    }
    return CastOps.TruncIOp.create(b, loc, to, x).getOperation().getResult(0);
  }
}
