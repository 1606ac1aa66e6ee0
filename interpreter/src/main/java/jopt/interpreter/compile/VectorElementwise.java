package jopt.interpreter.compile;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link ElementwiseArith}'s elements on the Java Vector API, made only when the JVM has {@code
 * jdk.incubator.vector} ({@link MacKernels#vectorKernels}). add, sub, mul and div of two floats
 * are IEEE single operations in each lane as in the interpreter's f32 forms; an i32 converts to
 * the nearest float, ties to even, as Java's cast does. A vector holding a NaN is not written.
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

  private static FloatVector load(byte[] x, int p) {
    return ByteVector.fromArray(B, x, p).reinterpretAsFloats();
  }

  private static float f32(byte[] x, int p) {
    return jopt.interpreter.runtime.ElementBytes.f32(x, p);
  }
}
