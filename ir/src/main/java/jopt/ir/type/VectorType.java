package jopt.ir.type;

import java.util.Arrays;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code vector<4xf32>}, {@code vector<2x[4]xf32>} (scalable dims in brackets). */
public record VectorType(long[] shape, Type elementType, boolean[] scalableDims) implements ShapedType {
  public VectorType {
    shape = Shapes.check(shape);
    Objects.requireNonNull(elementType);
    scalableDims = scalableDims == null ? new boolean[shape.length] : scalableDims.clone();
    if (scalableDims.length != shape.length) {
      throw new IllegalArgumentException("scalableDims must have the rank of the shape");
    }
  }

  /** A fixed-size (non-scalable) vector. */
  public VectorType(long[] shape, Type elementType) {
    this(shape, elementType, null);
  }

  public static VectorType get(long[] shape, Type elementType) {
    return new VectorType(shape, elementType, null);
  }

  public static VectorType get(long[] shape, Type elementType, boolean[] scalableDims) {
    return new VectorType(shape, elementType, scalableDims);
  }

  @Override
  public long[] shape() {
    return shape.clone();
  }

  @Override
  public boolean[] scalableDims() {
    return scalableDims.clone();
  }

  @Override
  public long[] getShape() {
    return shape.clone();
  }

  @Override
  public int getRank() {
    return shape.length;
  }

  @Override
  public long getDimSize(int i) {
    return shape[i];
  }

  @Override
  public Type getElementType() {
    return elementType;
  }

  public boolean isScalableDim(int i) {
    return scalableDims[i];
  }

  public boolean isScalable() {
    for (boolean b : scalableDims) {
      if (b) {
        return true;
      }
    }
    return false;
  }

  @Override
  public VectorType cloneWith(long[] newShape, Type newElementType) {
    return new VectorType(newShape, newElementType,
        newShape.length == shape.length ? scalableDims : null);
  }

  public VectorType withElementType(Type newElementType) {
    return new VectorType(shape, newElementType, scalableDims);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VectorType t && Arrays.equals(shape, t.shape)
        && elementType.equals(t.elementType) && Arrays.equals(scalableDims, t.scalableDims);
  }

  @Override
  public int hashCode() {
    return (Arrays.hashCode(shape) * 31 + elementType.hashCode()) * 31 + Arrays.hashCode(scalableDims);
  }

  /** As its element type. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("vector<");
    for (int i = 0; i < shape.length; i++) {
      if (scalableDims[i]) {
        p.append('[').append(shape[i]).append(']');
      } else {
        p.append(shape[i]);
      }
      p.append('x');
    }
    p.printType(elementType);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
