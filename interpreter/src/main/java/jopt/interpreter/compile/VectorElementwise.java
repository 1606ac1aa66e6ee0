package jopt.interpreter.compile;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;
import jopt.dialects.math.ErfF32;

/**
 * {@link ElementwiseArith}'s elements on the Java Vector API, made only when the JVM has {@code
 * jdk.incubator.vector} ({@link MacKernels#vectorKernels}). add, sub, mul and div of two floats
 * are IEEE single operations in each lane as in the interpreter's f32 forms, max and min Math's
 * (-0 below +0) as its maximumf and minimumf; an i32 converts to the nearest float, ties to
 * even, as Java's cast does. A vector holding a NaN is not written.
 */
final class VectorElementwise implements ElementwiseArith.Tile {
  private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
  private static final int L = F.length();
  /** The bytes of L floats. */
  private static final VectorSpecies<Byte> B =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Float.SIZE));

  @Override
  public int apply(ElementwiseArith.Kind kind, byte[] a, int pa, boolean aFixed, byte[] b,
      int pb, boolean bFixed, byte[] out, int po, int len) {
    int t = 0;
    if (kind == ElementwiseArith.Kind.SITOFP) {
      for (; t + L <= len; t += L) {
        FloatVector v = (FloatVector) ByteVector.fromArray(B, a, pa + t * Float.BYTES)
            .reinterpretAsInts().convert(VectorOperators.I2F, 0);
        v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
      }
      return t;
    }
    if (kind == ElementwiseArith.Kind.ERF) {
      return erf(a, pa, out, po, len);
    }
    if (kind == ElementwiseArith.Kind.COPY) {
      return copy(a, pa, aFixed, out, po, len);
    }
    if (kind == ElementwiseArith.Kind.LEAKY) {
      return aFixed || !bFixed ? 0 : leaky(a, pa, f32(b, pb), out, po, len);
    }
    if (aFixed != bFixed || !aFixed) {
      // one loop per op and operand kind: a loop that chose its op or its operands per vector
      // ran 5-10x slower (its vectors merged from the branches are boxed)
      switch (kind) {
        case ADD:
          return aFixed ? addFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? addFixedB(a, pa, b, pb, out, po, len) : add(a, pa, b, pb, out, po, len);
        case SUB:
          return aFixed ? subFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? subFixedB(a, pa, b, pb, out, po, len) : sub(a, pa, b, pb, out, po, len);
        case MUL:
          return aFixed ? mulFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? mulFixedB(a, pa, b, pb, out, po, len) : mul(a, pa, b, pb, out, po, len);
        case DIV:
          return aFixed ? divFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? divFixedB(a, pa, b, pb, out, po, len) : div(a, pa, b, pb, out, po, len);
        case MAX:
          return aFixed ? maxFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? maxFixedB(a, pa, b, pb, out, po, len) : max(a, pa, b, pb, out, po, len);
        default:
          return aFixed ? minFixedA(a, pa, b, pb, out, po, len)
              : bFixed ? minFixedB(a, pa, b, pb, out, po, len) : min(a, pa, b, pb, out, po, len);
      }
    }
    // both operands fixed
    FloatVector fa = aFixed ? FloatVector.broadcast(F, f32(a, pa)) : null;
    FloatVector fb = bFixed ? FloatVector.broadcast(F, f32(b, pb)) : null;
    for (; t + L <= len; t += L) {
      FloatVector x = aFixed ? fa : load(a, pa + t * Float.BYTES);
      FloatVector y = bFixed ? fb : load(b, pb + t * Float.BYTES);
      FloatVector v;
      switch (kind) {
        case ADD:
          v = x.add(y);
          break;
        case SUB:
          v = x.sub(y);
          break;
        case MUL:
          v = x.mul(y);
          break;
        case MAX:
          v = x.max(y);
          break;
        case MIN:
          v = x.min(y);
          break;
        default:
          v = x.div(y);
          break;
      }
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  /** Half as many floats as doubles in a preferred vector: erf's lanes, evaluated in double. */
  private static final VectorSpecies<Double> D = DoubleVector.SPECIES_PREFERRED;
  private static final int LD = D.length();
  private static final VectorSpecies<Float> FH =
      VectorSpecies.of(float.class, VectorShape.forBitSize(LD * Float.SIZE));
  private static final VectorSpecies<Integer> IH =
      VectorSpecies.of(int.class, VectorShape.forBitSize(LD * Integer.SIZE));
  private static final VectorSpecies<Byte> BH =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(LD * Float.SIZE));
  /** ErfF32's coefficient k of every center. */
  private static final double[][] TERM = new double[ErfF32.TERMS][];
  /** Center i's x, i / STEPS, as ErfF32 computes it. */
  private static final double[] CENTER = new double[ErfF32.term(0).length];

  static {
    for (int k = 0; k < ErfF32.TERMS; k++) {
      TERM[k] = ErfF32.term(k);
    }
    for (int i = 0; i < CENTER.length; i++) {
      CENTER[i] = (double) i / ErfF32.STEPS;
    }
  }

  /**
   * ErfF32.erf of LD floats at a time, each lane as it computes: the center's index from |x| in
   * float, the offset from it and the polynomial (Horner, multiply then add) in double, the
   * float taken when both ends of the slack round to it, with x's sign. A vector with a lane
   * from 4 on, NaN, or ends rounding apart is left to the scalar form. The center and its
   * coefficients are gathered by the same stored indices, so a lane's offset and polynomial
   * always belong to one center (a CI run once saw them apart when the center was converted
   * from the index vector in registers, which this machine never reproduced).
   */
  private static int erf(byte[] a, int pa, byte[] out, int po, int len) {
    int[] index = new int[LD];
    int t = 0;
    for (; t + LD <= len; t += LD) {
      FloatVector x = ByteVector.fromArray(BH, a, pa + t * Float.BYTES).reinterpretAsFloats();
      FloatVector abs = x.abs();
      if (!abs.lt(4f).allTrue()) {
        return t;
      }
      IntVector i = (IntVector) abs.mul((float) ErfF32.STEPS).add(0.5f)
          .convertShape(VectorOperators.F2I, IH, 0);
      i.intoArray(index, 0);
      DoubleVector off = ((DoubleVector) abs.convertShape(VectorOperators.F2D, D, 0))
          .sub(DoubleVector.fromArray(D, CENTER, 0, index, 0));
      DoubleVector p = DoubleVector.fromArray(D, TERM[ErfF32.TERMS - 1], 0, index, 0);
      for (int k = ErfF32.TERMS - 2; k >= 0; k--) {
        p = p.mul(off).add(DoubleVector.fromArray(D, TERM[k], 0, index, 0));
      }
      DoubleVector slack = p.mul(ErfF32.SLACK);
      FloatVector lo = (FloatVector) p.sub(slack).convertShape(VectorOperators.D2F, FH, 0);
      FloatVector hi = (FloatVector) p.add(slack).convertShape(VectorOperators.D2F, FH, 0);
      if (!lo.eq(hi).allTrue()) {
        return t;
      }
      IntVector bits = lo.reinterpretAsInts().and(0x7fffffff)
          .or(x.reinterpretAsInts().and(0x80000000));
      bits.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  /** The floats of a (one, repeated, where fixed) as they are, NaNs too: all len. */
  private static int copy(byte[] a, int pa, boolean aFixed, byte[] out, int po, int len) {
    if (!aFixed) {
      System.arraycopy(a, pa, out, po, len * Float.BYTES);
      return len;
    }
    ByteVector v = IntVector.broadcast(IntVector.SPECIES_PREFERRED,
        jopt.interpreter.runtime.ElementBytes.i32(a, pa)).reinterpretAsBytes();
    int t = 0;
    for (; t + L <= len; t += L) {
      v.intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  /** A leaky ReLU of consecutive x and a fixed a: x * a in the lanes where x < 0, else x. */
  private static int leaky(byte[] a, int pa, float alpha, byte[] out, int po, int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector x = load(a, pa + t * Float.BYTES);
      FloatVector v = x.blend(x.mul(alpha), x.lt(0f));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int add(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).add(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int addFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.add(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int addFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).add(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int sub(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).sub(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int subFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.sub(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int subFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).sub(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int mul(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).mul(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int mulFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.mul(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int mulFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).mul(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int div(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).div(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int divFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.div(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int divFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).div(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int max(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).max(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int maxFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.max(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int maxFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).max(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int min(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).min(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int minFixedA(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector x = FloatVector.broadcast(F, f32(a, pa));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = x.min(load(b, pb + t * Float.BYTES));
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static int minFixedB(byte[] a, int pa, byte[] b, int pb, byte[] out, int po,
      int len) {
    FloatVector y = FloatVector.broadcast(F, f32(b, pb));
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = load(a, pa + t * Float.BYTES).min(y);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      v.reinterpretAsBytes().intoArray(out, po + t * Float.BYTES);
    }
    return t;
  }

  private static FloatVector load(byte[] x, int p) {
    return ByteVector.fromArray(B, x, p).reinterpretAsFloats();
  }

  private static float f32(byte[] x, int p) {
    return jopt.interpreter.runtime.ElementBytes.f32(x, p);
  }
}
