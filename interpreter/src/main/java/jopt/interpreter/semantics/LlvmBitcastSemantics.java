package jopt.interpreter.semantics;

import java.math.BigInteger;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.VectorType;

/**
 * llvm.bitcast between integer, float and fixed-shape vector types of the same total width (as
 * the wide-integer emulation materializes {@code i16} from {@code vector<2xi8>}): the source's
 * bits, a vector's elements in row-major order from the least significant bits up (LLVM's
 * little-endian layout), read as the result type. Pointers are not values here.
 */
final class LlvmBitcastSemantics {
  private LlvmBitcastSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(jopt.dialects.llvm.BitcastOp.SPEC, LlvmBitcastSemantics::bitcast);
  }

  private static void bitcast(Operation op, Execution ex) {
    if (op.getNumOperands() != 1 || op.getNumResults() != 1) {
      throw ex.error(Kind.UNSUPPORTED, op, "llvm.bitcast takes one operand and gives one result");
    }
    Type from = op.getOperand(0).getType();
    Type to = op.getResult(0).getType();
    int wf = width(from);
    int wt = width(to);
    if (wf <= 0 || wf != wt) {
      throw ex.error(Kind.UNSUPPORTED, op, "llvm.bitcast from " + from + " to " + to
          + " is not supported (integers, floats and fixed-shape vectors of them, of one width)");
    }
    Object v = ex.get(op.getOperand(0));
    BigInteger bits = BigInteger.ZERO;
    Type fe = Scalars.scalarOf(from);
    int fw = width(fe);
    if (v instanceof VectorValue vv) {
      for (int i = 0; i < vv.size(); i++) {
        bits = bits.or(scalarBits(fe, vv.get(i)).shiftLeft(i * fw));
      }
    } else {
      bits = scalarBits(fe, v);
    }
    Type te = Scalars.scalarOf(to);
    int tw = width(te);
    BigInteger mask = BigInteger.ONE.shiftLeft(tw).subtract(BigInteger.ONE);
    if (to instanceof VectorType vt) {
      Object[] out = new Object[VectorValue.count(vt.getShape())];
      for (int i = 0; i < out.length; i++) {
        out[i] = scalar(te, bits.shiftRight(i * tw).and(mask).longValue());
      }
      ex.set(op.getResult(0), VectorValue.of(vt, out));
    } else {
      ex.set(op.getResult(0), scalar(te, bits.longValue()));
    }
  }

  /** Bits of a scalar type (floats of the interpreter only), a fixed vector's in total; or -1. */
  private static int width(Type t) {
    if (t instanceof VectorType v) {
      int w = v.isScalable() ? -1 : width(v.getElementType());
      return w <= 0 ? -1 : w * VectorValue.count(v.getShape());
    }
    if (t instanceof FloatType f) {
      return ElementCodec.byteSize(f) > 0 ? f.getWidth() : -1;
    }
    int w = Scalars.width(t);
    return w <= 64 ? w : -1;
  }

  private static BigInteger scalarBits(Type t, Object v) {
    long b = t instanceof FloatType ft ? Scalars.floatToBits(ft, (Double) v)
        : Scalars.unsigned((Long) v, Scalars.width(t));
    return ArithScalars.unsignedBig(b, 64);
  }

  private static Object scalar(Type t, long bits) {
    return t instanceof FloatType ft ? (Object) Scalars.floatFromBits(ft, bits)
        : (Object) Scalars.normalize(bits, Scalars.width(t));
  }
}
