package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.math.ErfF32;
import jopt.interpreter.runtime.ElementBytes;
import org.junit.jupiter.api.Test;

/**
 * The vector erf writes ErfF32.erf's bits for every float it takes: float bit patterns swept
 * with a step (every 1,009th by default, all 2^32 with {@code -Djopt.erf.step=1}), dense around
 * [-4, 4] where GELU's inputs lie.
 */
class VectorElementwiseTest {
  private static final int CHUNK = 4096;
  private final ElementwiseArith.Tile tile = new VectorElementwise();

  @Test
  void loadedWhereTheJvmHasTheModule() {
    assertThat(ElementwiseArith.TILE).isInstanceOf(VectorElementwise.class);
  }

  @Test
  void erfAsErfF32OnFloatsSwept() {
    long step = Long.getLong("jopt.erf.step", 1009);
    long[] counts = sweep(0, 1L << 32, step);
    assertThat(counts[1]).isGreaterThan(0L);
  }

  @Test
  void erfAsErfF32AroundGeluInputs() {
    // [-4, 4] densely: a step of 97 over the bit patterns of [0, 4] and of [-4, -0]
    long[] positive = sweep(0, Float.floatToRawIntBits(4f) + 1L, 97);
    long[] negative = sweep(Integer.toUnsignedLong(Float.floatToRawIntBits(-0f)),
        Integer.toUnsignedLong(Float.floatToRawIntBits(-4f)) + 1, 97);
    // the vector form takes nearly all of them (the rest are the slack test's rare cases)
    assertThat(positive[1]).isGreaterThan(positive[0] * 9 / 10);
    assertThat(negative[1]).isGreaterThan(negative[0] * 9 / 10);
  }

  /**
   * Checks the floats of bit patterns from..to by step in chunks; returns how many were checked
   * and how many the vector form wrote.
   */
  private long[] sweep(long from, long to, long step) {
    byte[] in = new byte[CHUNK * Float.BYTES];
    byte[] out = new byte[CHUNK * Float.BYTES];
    long checked = 0;
    long written = 0;
    long bits = from;
    while (bits < to) {
      int n = 0;
      for (; n < CHUNK && bits < to; n++, bits += step) {
        ElementBytes.f32(in, n * Float.BYTES, Float.intBitsToFloat((int) bits));
      }
      // as the engine goes on: the vector form from where it stopped, lane by lane
      int done = 0;
      while (done < n) {
        int t = tile.apply(ElementwiseArith.Kind.ERF, in, done * Float.BYTES, false, null, 0,
            false, out, done * Float.BYTES, n - done);
        for (int k = done; k < done + t; k++) {
          float x = ElementBytes.f32(in, k * Float.BYTES);
          int got = Float.floatToRawIntBits(ElementBytes.f32(out, k * Float.BYTES));
          if (got != Float.floatToRawIntBits(ErfF32.erf(x))) {
            throw new AssertionError("erf(" + x + ") = " + Float.intBitsToFloat(got)
                + ", ErfF32 " + ErfF32.erf(x));
          }
        }
        written += t;
        done += t + 1; // the element where it stopped is the scalar form's
      }
      checked += n;
    }
    return new long[] {checked, written};
  }
}
