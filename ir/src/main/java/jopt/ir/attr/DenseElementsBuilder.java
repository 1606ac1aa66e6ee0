package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.ShapedType;

/** Writes the elements of a {@link DenseElementsAttr} into a raw buffer in row-major order. */
public final class DenseElementsBuilder {
  private final ShapedType type;
  private final Type elt;
  private final int numElements;
  private final int scalarWidth;
  private final int scalarBytes;
  private byte[] buf;
  private int scalars;

  DenseElementsBuilder(ShapedType type, boolean splatOnly) {
    this.type = Objects.requireNonNull(type);
    this.elt = type.getElementType();
    this.numElements = DenseLayout.checkedNumElements(type);
    this.scalarWidth = DenseLayout.scalarWidth(elt);
    this.scalarBytes = (scalarWidth + 7) / 8;
    int size = DenseLayout.bufferSize(elt, splatOnly ? 1 : numElements);
    this.buf = new byte[DenseLayout.isBool(elt) ? Math.max(size, 1) : size];
  }

  private Type scalarType() {
    return elt instanceof ComplexType c ? c.elementType() : elt;
  }

  private void ensureCapacity() {
    int need = DenseLayout.isBool(elt) ? (scalars >> 3) + 1 : (scalars + 1) * scalarBytes;
    if (need > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(need, buf.length * 2));
    }
  }

  /** Adds the next scalar (a component of a complex element) as raw bits, truncated to its width. */
  public DenseElementsBuilder addBits(long bits) {
    if (scalarWidth > 64) {
      return addBits(BigInteger.valueOf(bits));
    }
    ensureCapacity();
    if (DenseLayout.isBool(elt)) {
      if ((bits & 1) != 0) {
        buf[scalars >> 3] |= (byte) (1 << (scalars & 7));
      }
    } else {
      if (scalarWidth < 64) {
        bits &= (1L << scalarWidth) - 1;
      }
      int at = scalars * scalarBytes;
      for (int i = 0; i < scalarBytes; i++) {
        buf[at + i] = (byte) (bits >>> (8 * i));
      }
    }
    scalars++;
    return this;
  }

  public DenseElementsBuilder addBits(BigInteger bits) {
    if (scalarWidth <= 64) {
      return addBits(bits.longValue());
    }
    ensureCapacity();
    BigInteger b = bits.and(BigInteger.ONE.shiftLeft(scalarWidth).subtract(BigInteger.ONE));
    int at = scalars * scalarBytes;
    for (int i = 0; i < scalarBytes; i++) {
      buf[at + i] = b.shiftRight(8 * i).byteValue();
    }
    scalars++;
    return this;
  }

  /** An integer scalar (truncated to the element width) or a float scalar converted. */
  public DenseElementsBuilder addLong(long v) {
    return scalarType() instanceof FloatType f ? addDouble(v) : addBits(v);
  }

  public DenseElementsBuilder addBigInteger(BigInteger v) {
    return scalarType() instanceof FloatType f ? addDouble(v.doubleValue()) : addBits(v);
  }

  public DenseElementsBuilder addBool(boolean v) {
    return addBits(v ? 1 : 0);
  }

  /** A float scalar rounded to the element type (or an integer scalar truncated). */
  public DenseElementsBuilder addDouble(double v) {
    if (scalarType() instanceof FloatType f) {
      FloatAttr a = FloatAttr.get(f, v);
      return f.getWidth() > 64 ? addBits(a.getBitsAsBigInteger()) : addBits(a.getBits());
    }
    return addBits((long) v);
  }

  /** An IntegerAttr, FloatAttr or (complex) ArrayAttr pair. */
  public DenseElementsBuilder add(Attribute a) {
    if (a instanceof IntegerAttr i) {
      return i.getWidth() > 64 ? addBits(i.getBigValue()) : addBits(i.getValue());
    }
    if (a instanceof FloatAttr f) {
      return f.getType().getWidth() > 64 ? addBits(f.getBitsAsBigInteger()) : addBits(f.getBits());
    }
    if (a instanceof ArrayAttr arr && arr.size() == 2 && elt instanceof ComplexType) {
      add(arr.get(0));
      return add(arr.get(1));
    }
    throw new IllegalArgumentException("not a dense element: " + a);
  }

  private int scalarsPerElement() {
    return elt instanceof ComplexType ? 2 : 1;
  }

  /** The attribute; all elements must have been added (or exactly one, for a splat). */
  public DenseElementsAttr build() {
    int elements = scalars / scalarsPerElement();
    if (elements == 1 && numElements != 1) {
      return buildSplat();
    }
    if (elements != numElements || scalars % scalarsPerElement() != 0) {
      throw new IllegalStateException("expected " + numElements + " elements, got " + elements);
    }
    int size = DenseLayout.bufferSize(elt, numElements);
    return DenseElementsAttr.fromFullBuffer(type, buf.length == size ? buf : Arrays.copyOf(buf, size));
  }

  DenseElementsAttr buildSplat() {
    if (scalars != scalarsPerElement()) {
      throw new IllegalStateException("a splat needs exactly one element");
    }
    if (DenseLayout.isBool(elt)) {
      return new DenseElementsAttr(type, new byte[] {(buf[0] & 1) != 0 ? (byte) 0xFF : 0}, true);
    }
    return new DenseElementsAttr(type, Arrays.copyOf(buf, DenseLayout.elementBytes(elt)), true);
  }
}
