package jopt.interpreter.compile;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Quantization}'s elements on the Java Vector API, made only when the JVM has {@code
 * jdk.incubator.vector} ({@link MacKernels#vectorKernels}). Each lane's value is the
 * interpreter's: divf and addf are IEEE single operations either way (the interpreter's f32
 * forms; a double quotient or sum rounded once to float is the same float); roundeven of a
 * float below 2^23 in magnitude is (|v| + 2^23) - 2^23 with v's sign (the sum lies where floats
 * are the integers, rounded to even as rint rounds), any other float (NaN, infinities, integers
 * from 2^23 on) its own; maximumf and minimumf are Math's max and min (the interpreter's f32
 * forms, a NaN for any NaN), and a vector holding a NaN is not written. What is left is an integer
 * in [lo, hi] within [0, 255] (the sign of a zero does not reach the byte): converted to int and
 * its low byte kept, as fptoui's value in range is.
 */
final class VectorQuantization implements Quantization.Tile {
  private static final VectorSpecies<Float> F = FloatVector.SPECIES_PREFERRED;
  private static final int L = F.length();
  private static final VectorSpecies<Integer> I =
      VectorSpecies.of(int.class, VectorShape.forBitSize(L * Integer.SIZE));
  /** The bytes of L floats, and L bytes. */
  private static final VectorSpecies<Byte> XB =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Float.SIZE));
  private static final VectorSpecies<Byte> OB =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Byte.SIZE));
  private static final float TWO_23 = 0x1p23f;

  @Override
  public int quantize(byte[] x, int px, byte[] out, int po, int len, float scale, float zero,
      float lo, float hi) {
    int t = 0;
    for (; t + L <= len; t += L) {
      FloatVector v = ByteVector.fromArray(XB, x, px + t * Float.BYTES).reinterpretAsFloats();
      v = roundEven(roundEven(v.div(scale)).add(zero)).max(lo).min(hi);
      if (v.test(VectorOperators.IS_NAN).anyTrue()) {
        return t;
      }
      IntVector q = (IntVector) v.convertShape(VectorOperators.F2I, I, 0);
      ((ByteVector) q.convertShape(VectorOperators.I2B, OB, 0)).intoArray(out, po + t);
    }
    return t;
  }

  /** Math.rint of each lane (see the class comment). */
  private static FloatVector roundEven(FloatVector v) {
    FloatVector a = v.abs();
    FloatVector r = a.add(TWO_23).sub(TWO_23);
    r = r.blend(r.neg(), v.lt(0f));
    VectorMask<Float> small = a.lt(TWO_23);
    return v.blend(r, small);
  }
}
