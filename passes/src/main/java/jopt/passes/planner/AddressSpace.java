package jopt.passes.planner;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * Whether the buffers of a trace can be planned in a 64-bit address space, checked before any
 * planner runs so that no size, offset or arena is ever computed with a wrapped value. Sizes are
 * summed as the planners align them, in arbitrary precision: when the sum of every buffer's
 * aligned size fits in 2^63-1 bytes, so does every offset and arena of any plan (no planner
 * places a buffer past the sum of the sizes before it). A trace whose buffers live at once do
 * not fit cannot be planned at all; one whose sum only is too large is refused as well, with a
 * message that says so.
 */
public final class AddressSpace {
  static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

  private AddressSpace() {}

  /** Null when every plan of {@code trace} fits; else the reason, for an error at the scope. */
  public static String check(MemoryTrace trace, long alignment) {
    BigInteger align = BigInteger.valueOf(Math.max(1, alignment));
    Map<Long, BigInteger> live = new HashMap<>();
    BigInteger bytes = BigInteger.ZERO;
    BigInteger peak = BigInteger.ZERO;
    int peakCount = 0;
    BigInteger total = BigInteger.ZERO;
    int count = 0;
    for (MemoryTrace.Event e : trace.events()) {
      if (e instanceof MemoryTrace.Alloc a) {
        BigInteger size = alignUp(BigInteger.valueOf(a.size()), align);
        BigInteger before = live.put(a.bufferId(), size);
        bytes = bytes.add(size).subtract(before == null ? BigInteger.ZERO : before);
        total = total.add(size);
        count++;
        if (bytes.compareTo(peak) > 0) {
          peak = bytes;
          peakCount = live.size();
        }
      } else if (e instanceof MemoryTrace.Free f) {
        BigInteger size = live.remove(f.bufferId());
        if (size != null) {
          bytes = bytes.subtract(size);
        }
      }
    }
    String aligned = alignment > 1 ? " (aligned to " + alignment + ")" : "";
    if (peak.compareTo(MAX) > 0) {
      return buffers(peakCount) + " of " + peak + " bytes live at once" + aligned
          + " do" + (peakCount == 1 ? "es" : "") + " not fit in a 64-bit address space";
    }
    if (total.compareTo(MAX) > 0) {
      return "the " + buffers(count) + " of this scope take " + total + " bytes in all" + aligned
          + ": more than can be planned in a 64-bit address space";
    }
    return null;
  }

  /** {@code size} rounded up to a multiple of {@code alignment}, exactly. */
  static BigInteger alignUp(BigInteger size, BigInteger alignment) {
    BigInteger[] qr = size.divideAndRemainder(alignment);
    return qr[1].signum() == 0 ? size : qr[0].add(BigInteger.ONE).multiply(alignment);
  }

  private static String buffers(int n) {
    return n + (n == 1 ? " buffer" : " buffers");
  }
}
