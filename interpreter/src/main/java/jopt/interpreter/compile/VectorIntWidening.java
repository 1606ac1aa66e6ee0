package jopt.interpreter.compile;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link IntWidening#centered} on the Java Vector API, made only when the JVM has {@code
 * jdk.incubator.vector} ({@link MacKernels#vectorKernels}): a vector of bytes widened to a
 * vector of ints (sign extension, then the low 8 bits kept for extui), minus the zero points'.
 */
final class VectorIntWidening implements IntWidening.Tile {
  private static final VectorSpecies<Integer> I = IntVector.SPECIES_PREFERRED;
  private static final int L = I.length();
  /** As many bytes as I has ints. */
  private static final VectorSpecies<Byte> B =
      VectorSpecies.of(byte.class, VectorShape.forBitSize(L * Byte.SIZE));

  @Override
  public void centered(byte[] a, int p, boolean unsigned, int[] z, int zAt, int[] row,
      int len) {
    int t = 0;
    for (; t + L <= len; t += L) {
      IntVector x = (IntVector) ByteVector.fromArray(B, a, p + t)
          .convertShape(VectorOperators.B2I, I, 0);
      if (unsigned) {
        x = x.and(0xFF);
      }
      x.sub(IntVector.fromArray(I, z, zAt + t)).intoArray(row, t);
    }
    for (; t < len; t++) {
      row[t] = (unsigned ? a[p + t] & 0xFF : a[p + t]) - z[zAt + t];
    }
  }
}
