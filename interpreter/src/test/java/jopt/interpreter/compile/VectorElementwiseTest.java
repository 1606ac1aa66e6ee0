package jopt.interpreter.compile;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.math.ErfF32;
import jopt.interpreter.runtime.ElementBytes;
import org.junit.jupiter.api.Test;

/**
 * Each binary op with either operand fixed (broadcast) or both consecutive writes the
 * interpreter's f32 forms' bits and stops at the first vector with a NaN result. The vector erf
 * writes ErfF32.erf's bits for every float it takes: float bit patterns swept
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
  void binaryOpsWithEitherOperandFixedAsTheScalarForms() {
    java.util.SplittableRandom r = new java.util.SplittableRandom(7);
    float[] special = {0f, -0f, Float.MIN_VALUE, 1e-39f, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1f, -3f};
    int n = 203;
    byte[] a = new byte[n * Float.BYTES];
    byte[] b = new byte[n * Float.BYTES];
    for (int i = 0; i < n; i++) {
      ElementBytes.f32(a, i * Float.BYTES, r.nextInt(4) == 0 ? special[r.nextInt(special.length)]
          : (float) (r.nextDouble() * 20 - 10));
      ElementBytes.f32(b, i * Float.BYTES, r.nextInt(4) == 0 ? special[r.nextInt(special.length)]
          : (float) (r.nextDouble() * 20 - 10));
    }
    ElementwiseArith.Kind[] kinds = {ElementwiseArith.Kind.ADD, ElementwiseArith.Kind.SUB,
        ElementwiseArith.Kind.MUL, ElementwiseArith.Kind.DIV, ElementwiseArith.Kind.MAX,
        ElementwiseArith.Kind.MIN};
    for (ElementwiseArith.Kind kind : kinds) {
      for (int fixed = 0; fixed < 3; fixed++) {
        boolean aFixed = fixed == 1;
        boolean bFixed = fixed == 2;
        byte[] out = new byte[n * Float.BYTES];
        int t = tile.apply(kind, a, 8, aFixed, b, 12, bFixed, out, 0, n - 3);
        for (int k = 0; k < t; k++) {
          float x = ElementBytes.f32(a, aFixed ? 8 : 8 + k * Float.BYTES);
          float y = ElementBytes.f32(b, bFixed ? 12 : 12 + k * Float.BYTES);
          float want = scalar(kind, x, y);
          assertThat(Float.floatToRawIntBits(ElementBytes.f32(out, k * Float.BYTES)))
              .isEqualTo(Float.floatToRawIntBits(want));
        }
        // it stopped at a whole vector's end, before its last element or at a NaN's vector
        int lanes = jdk.incubator.vector.FloatVector.SPECIES_PREFERRED.length();
        assertThat(t % lanes).isEqualTo(0);
        if (t + lanes <= n - 3) {
          boolean nan = false;
          for (int k = t; k < t + lanes; k++) {
            nan |= Float.isNaN(scalar(kind, ElementBytes.f32(a, aFixed ? 8 : 8 + k * Float.BYTES),
                ElementBytes.f32(b, bFixed ? 12 : 12 + k * Float.BYTES)));
          }
          assertThat(nan).isTrue();
        }
      }
    }
  }

  private static float scalar(ElementwiseArith.Kind kind, float x, float y) {
    switch (kind) {
      case ADD:
        return jopt.interpreter.semantics.ArithScalars.addf(x, y);
      case SUB:
        return jopt.interpreter.semantics.ArithScalars.subf(x, y);
      case MUL:
        return jopt.interpreter.semantics.ArithScalars.mulf(x, y);
      case DIV:
        return jopt.interpreter.semantics.ArithScalars.divf(x, y);
      case MAX:
        return jopt.interpreter.semantics.ArithScalars.maximumf(x, y);
      default:
        return jopt.interpreter.semantics.ArithScalars.minimumf(x, y);
    }
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
