package jopt.ir.attr;

import java.util.Arrays;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.ShapedType;

/**
 * {@code strided<[16, 1], offset: ?>}: a memref layout by strides and offset, {@link
 * ShapedType#DYNAMIC} printed {@code ?}; a zero offset is not printed.
 */
public record StridedLayoutAttr(long offset, long[] strides) implements Attribute {
  public StridedLayoutAttr {
    strides = strides.clone();
  }

  public static StridedLayoutAttr get(long offset, long[] strides) {
    return new StridedLayoutAttr(offset, strides);
  }

  @Override
  public long[] strides() {
    return strides.clone();
  }

  public long[] getStrides() {
    return strides.clone();
  }

  public long getOffset() {
    return offset;
  }

  public long getStride(int i) {
    return strides[i];
  }

  public int getRank() {
    return strides.length;
  }

  /** Number of symbols of the equivalent affine map: dynamic offset and strides. */
  public int getNumSymbols() {
    int n = offset == ShapedType.DYNAMIC ? 1 : 0;
    for (long s : strides) {
      if (s == ShapedType.DYNAMIC) {
        n++;
      }
    }
    return n;
  }

  /** True when neither the offset nor a stride is dynamic. */
  public boolean hasStaticLayout() {
    return getNumSymbols() == 0;
  }

  /**
   * The equivalent affine map {@code (d0, ..)[s0, ..] -> (offset + d0 * stride0 + ...)}: the
   * dynamic offset is the first symbol, then one symbol per dynamic stride (MLIR's
   * makeStridedLinearLayoutMap).
   */
  public AffineMap toAffineMap() {
    int nextSymbol = 0;
    AffineExpr expr = offset == ShapedType.DYNAMIC ? AffineExpr.symbol(nextSymbol++) : AffineExpr.constant(offset);
    for (int i = 0; i < strides.length; i++) {
      AffineExpr stride = strides[i] == ShapedType.DYNAMIC ? AffineExpr.symbol(nextSymbol++)
          : AffineExpr.constant(strides[i]);
      expr = expr.add(AffineExpr.dim(i).mul(stride));
    }
    return AffineMap.get(strides.length, nextSymbol, expr);
  }

  private static void printIntOrQuestion(AttrTypePrinter p, long v) {
    if (v == ShapedType.DYNAMIC) {
      p.append('?');
    } else {
      p.append(v);
    }
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("strided<[");
    for (int i = 0; i < strides.length; i++) {
      if (i > 0) {
        p.append(", ");
      }
      printIntOrQuestion(p, strides[i]);
    }
    p.append(']');
    if (offset != 0) {
      p.append(", offset: ");
      printIntOrQuestion(p, offset);
    }
    p.append('>');
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StridedLayoutAttr s && s.offset == offset && Arrays.equals(s.strides, strides);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(offset) * 31 + Arrays.hashCode(strides);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
