package jopt.interpreter.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.type.FloatType;

/**
 * The array files jopt-run takes as arguments and expected results: NumPy's .npy and ONNX's
 * TensorProto .pb (read by jopt-run, {@code jopt.tools.run.TensorProtoFile}, as the interpreter
 * depends on no ONNX code); and the comparison of a result with one, with a tolerance.
 */
public final class ArrayFiles {
  private ArrayFiles() {}

  /** Whether {@code word} names an array file (by its extension). */
  public static boolean isArrayFile(String word) {
    return word.endsWith(".npy") || word.endsWith(".pb");
  }

  /**
   * Null when memref {@code m} holds {@code expected} (same shape, every element within
   * {@code atol + rtol * |expected|}, NaN where NaN is expected), else what differs.
   */
  public static String compare(MemRefValue m, Npy.Array expected, double rtol, double atol)
      throws IOException {
    if (m.elementType == FloatType.BF16) {
      // compared by value: the expected bits (or floats) against the result's numbers
      Npy.Array e = expected.descr().equals(BF16_BITS)
          ? new Npy.Array("<f4", expected.shape(), bf16FromBits(expected.values())) : expected;
      return compare(bf16(m), e, rtol, atol);
    }
    return compare(Npy.read(Npy.encode(m)), expected, rtol, atol);
  }

  /**
   * The dtype of bf16 data as ONNX's backend tests keep it (NumPy has no bf16): its bits in
   * 16-bit integers (TensorProto's uint16).
   */
  public static final String BF16_BITS = "<i2";

  /** The values of {@link #BF16_BITS} array {@code bits} as the bf16 numbers they hold. */
  public static List<Number> bf16FromBits(List<Number> bits) {
    List<Number> r = new java.util.ArrayList<>(bits.size());
    for (Number b : bits) {
      r.add(Scalars.floatFromBits(FloatType.BF16, b.longValue()));
    }
    return r;
  }

  /** The values of bf16 memref {@code m}. */
  private static Npy.Array bf16(MemRefValue m) {
    List<Number> values = new java.util.ArrayList<>();
    MemRefAllocator.forEachIndex(m.sizes, idx -> {
      int pos = (int) m.bytePosition(idx);
      long b = (m.alloc.bytes[pos] & 0xff) | (m.alloc.bytes[pos + 1] & 0xff) << 8;
      values.add(Scalars.floatFromBits(FloatType.BF16, b));
    });
    return new Npy.Array("<f4", m.sizes.clone(), values);
  }

  /**
   * As {@link #compare(MemRefValue, Npy.Array, double, double)} for an array read back. Integers
   * are signless in the program (onnx-mlir's {@code ui8} runs as {@code i8}): an integer result
   * matches an expected value of the same bits in its width ({@code -103} holds {@code 153} in
   * 8 bits).
   */
  public static String compare(Npy.Array actual, Npy.Array expected, double rtol, double atol) {
    if (!java.util.Arrays.equals(actual.shape(), expected.shape())) {
      return "has shape " + java.util.Arrays.toString(actual.shape()) + ", expected "
          + java.util.Arrays.toString(expected.shape());
    }
    List<Number> a = actual.values();
    List<Number> e = expected.values();
    int bits = integerBits(actual.descr());
    int bad = 0;
    int first = -1;
    double worst = 0;
    for (int i = 0; i < a.size(); i++) {
      double x = a.get(i).doubleValue();
      double y = e.get(i).doubleValue();
      if (bits > 0 && bits < 64 && e.get(i) instanceof Long ey && a.get(i) instanceof Long ax
          && ((ax - ey) & ((1L << bits) - 1)) == 0) {
        continue;
      }
      boolean ok = Double.isNaN(y) ? Double.isNaN(x)
          : x == y || Math.abs(x - y) <= atol + rtol * Math.abs(y);
      if (!ok) {
        bad++;
        if (first < 0) {
          first = i;
        }
        worst = Math.max(worst, Double.isNaN(x) ? Double.POSITIVE_INFINITY : Math.abs(x - y));
      }
    }
    if (bad == 0) {
      return null;
    }
    return bad + " of " + a.size() + " elements differ (max abs difference " + worst
        + "); first at index " + first + ": " + a.get(first) + ", expected " + e.get(first);
  }

  /** The width of an integer dtype ('|i1' 8, '<i4' 32), 0 for others. */
  private static int integerBits(String descr) {
    return descr.length() == 3 && "iu".indexOf(descr.charAt(1)) >= 0
        ? 8 * (descr.charAt(2) - '0') : 0;
  }
}
