package jopt.interpreter.compile;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.type.FloatType;

/**
 * The bytes of an f16 or bf16 operand as f32 bytes: what {@code arith.extf} gives each element,
 * exactly (every f16 and bf16 value is an f32), from a table of all 65,536 bit patterns, so
 * that a {@link Contraction} whose body extends its inputs ({@code addf(acc, mulf(extf(a),
 * extf(b)))}, the f32 accumulation of an f16 convolution or matmul) runs on f32 panels.
 */
final class HalfFloats {
  private HalfFloats() {}

  private static final float[] F16 = table(FloatType.F16);
  private static final float[] BF16 = table(FloatType.BF16);

  private static float[] table(FloatType t) {
    float[] r = new float[1 << 16];
    for (int bits = 0; bits < r.length; bits++) {
      r[bits] = (float) Scalars.floatFromBits(t, bits);
    }
    return r;
  }

  /** Whether {@code t} is a 16-bit float type this class widens. */
  static boolean isHalf(Object t) {
    return t == FloatType.F16 || t == FloatType.BF16;
  }

  /**
   * The elements of type {@code t} at bytes [from, to) of {@code bytes} (little-endian, two
   * bytes each) as f32 bytes: element at byte {@code from + 2 i} at byte {@code 4 i}.
   */
  static byte[] widen(byte[] bytes, long from, long to, FloatType t) {
    float[] table = t == FloatType.F16 ? F16 : BF16;
    int n = (int) ((to - from) / 2);
    byte[] out = new byte[Math.multiplyExact(n, Float.BYTES)];
    FloatBuffer f = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
    float[] chunk = new float[Math.min(n, 4096)];
    int p = (int) from;
    for (int i = 0; i < n; i += chunk.length) {
      int m = Math.min(chunk.length, n - i);
      for (int j = 0; j < m; j++, p += 2) {
        chunk[j] = table[(bytes[p] & 0xff) | (bytes[p + 1] & 0xff) << 8];
      }
      f.put(i, chunk, 0, m);
    }
    return out;
  }
}
