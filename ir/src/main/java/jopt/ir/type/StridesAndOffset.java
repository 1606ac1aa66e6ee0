package jopt.ir.type;

import java.util.Arrays;

/**
 * Strides and offset of a strided memref layout; {@link ShapedType#DYNAMIC} where unknown.
 * Immutable: the strides are copied in and out.
 */
public final class StridesAndOffset {
  private final long[] strides;
  private final long offset;

  public StridesAndOffset(long[] strides, long offset) {
    this(offset, strides.clone());
  }

  /** Takes {@code owned} without a copy (see {@link #ofOwned}). */
  private StridesAndOffset(long offset, long[] owned) {
    this.strides = owned;
    this.offset = offset;
  }

  /** Takes {@code strides} without a copy: the caller made it and keeps no reference. */
  static StridesAndOffset ofOwned(long[] strides, long offset) {
    return new StridesAndOffset(offset, strides);
  }

  /** A copy of the strides. */
  public long[] strides() {
    return strides.clone();
  }

  public long offset() {
    return offset;
  }

  public long getStride(int i) {
    return strides[i];
  }

  public int getRank() {
    return strides.length;
  }

  /** Row-major strides of {@code shape}; DYNAMIC once a dynamic or zero size is crossed (like MLIR). */
  public static long[] identityStrides(long[] shape) {
    long[] strides = new long[shape.length];
    long running = 1;
    boolean poisoned = false;
    for (int i = shape.length - 1; i >= 0; i--) {
      strides[i] = poisoned ? ShapedType.DYNAMIC : running;
      if (shape[i] > 0) {
        running *= shape[i];
      } else {
        poisoned = true;
      }
    }
    return strides;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StridesAndOffset s && s.offset == offset && Arrays.equals(s.strides, strides);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(strides) * 31 + Long.hashCode(offset);
  }

  @Override
  public String toString() {
    return "StridesAndOffset" + Arrays.toString(strides) + "+" + offset;
  }
}
