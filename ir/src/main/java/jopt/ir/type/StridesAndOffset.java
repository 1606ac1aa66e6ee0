package jopt.ir.type;

import java.util.Arrays;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;

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

  /**
   * Strides and offset when the single-result {@code map} is a strided layout {@code sum(d_i *
   * stride_i) + offset} with constant or single-symbol strides (a symbol reads as DYNAMIC); else
   * null. Here, with the types, as MLIR's getStridesAndOffset of a layout map is in BuiltinTypes:
   * affine maps know nothing of shaped types.
   */
  public static StridesAndOffset ofLayoutMap(AffineMap map) {
    if (map.getNumResults() != 1) {
      return null;
    }
    long[] strides = new long[map.getNumDims()];
    long[] offset = {0};
    if (!accumulate(map.getResult(0), 1, false, strides, offset)) {
      return null;
    }
    return ofOwned(strides, offset[0]);
  }

  /** Adds {@code e * factor} into strides/offset; {@code dynFactor}: factor is a symbol. */
  private static boolean accumulate(AffineExpr e, long factor, boolean dynFactor, long[] strides, long[] offset) {
    if (e instanceof AffineDimExpr d) {
      if (d.position() >= strides.length) {
        return false;
      }
      strides[d.position()] = add(strides[d.position()], dynFactor ? ShapedType.DYNAMIC : factor);
      return true;
    }
    if (e instanceof AffineSymbolExpr) {
      offset[0] = ShapedType.DYNAMIC;
      return true;
    }
    if (e instanceof AffineConstantExpr c) {
      offset[0] = add(offset[0], dynFactor ? ShapedType.DYNAMIC : c.value() * factor);
      return true;
    }
    AffineBinaryOpExpr b = (AffineBinaryOpExpr) e;
    if (b.kind() == AffineExprKind.ADD) {
      return accumulate(b.lhs(), factor, dynFactor, strides, offset)
          && accumulate(b.rhs(), factor, dynFactor, strides, offset);
    }
    if (b.kind() != AffineExprKind.MUL) {
      return false;
    }
    if (b.rhs() instanceof AffineConstantExpr c) {
      return accumulate(b.lhs(), factor * c.value(), dynFactor, strides, offset);
    }
    if (b.rhs().isSymbolicOrConstant()) {
      return accumulate(b.lhs(), factor, true, strides, offset);
    }
    return false;
  }

  private static long add(long a, long b) {
    return a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : a + b;
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
