package jopt.ir.type;

import java.util.Arrays;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;

/** {@code tensor<4x?xf32>} or {@code tensor<4xf32, #encoding>}; {@code encoding} may be null. */
public record RankedTensorType(long[] shape, Type elementType, Attribute encoding)
    implements TensorType {
  public RankedTensorType {
    shape = Shapes.check(shape);
    Objects.requireNonNull(elementType);
  }

  public static RankedTensorType get(long[] shape, Type elementType) {
    return new RankedTensorType(shape, elementType, null);
  }

  public static RankedTensorType get(long[] shape, Type elementType, Attribute encoding) {
    return new RankedTensorType(shape, elementType, encoding);
  }

  /** A copy of the shape. */
  @Override
  public long[] shape() {
    return shape.clone();
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

  public Attribute getEncoding() {
    return encoding;
  }

  @Override
  public RankedTensorType cloneWith(long[] newShape, Type newElementType) {
    return new RankedTensorType(newShape, newElementType, encoding);
  }

  public RankedTensorType withElementType(Type newElementType) {
    return new RankedTensorType(shape, newElementType, encoding);
  }

  public RankedTensorType withEncoding(Attribute newEncoding) {
    return new RankedTensorType(shape, elementType, newEncoding);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RankedTensorType t && Arrays.equals(shape, t.shape)
        && elementType.equals(t.elementType) && Objects.equals(encoding, t.encoding);
  }

  @Override
  public int hashCode() {
    return (Arrays.hashCode(shape) * 31 + elementType.hashCode()) * 31 + Objects.hashCode(encoding);
  }

  /** As its element type and encoding. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias() || (encoding != null && encoding.mayPrintAlias());
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("tensor<");
    Shapes.printDims(p, shape);
    p.printType(elementType);
    if (encoding != null) {
      p.append(", ");
      p.printAttribute(encoding);
    }
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
