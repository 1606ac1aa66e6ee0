package jopt.ir.type;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code tensor<*xf32>}. */
public record UnrankedTensorType(Type elementType) implements TensorType {
  public UnrankedTensorType {
    Objects.requireNonNull(elementType);
  }

  public static UnrankedTensorType get(Type elementType) {
    return new UnrankedTensorType(elementType);
  }

  @Override
  public Type getElementType() {
    return elementType;
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  @Override
  public long[] getShape() {
    throw new IllegalStateException("unranked tensor has no shape");
  }

  @Override
  public int getRank() {
    throw new IllegalStateException("unranked tensor has no rank");
  }

  @Override
  public long getDimSize(int i) {
    throw new IllegalStateException("unranked tensor has no shape");
  }

  @Override
  public ShapedType cloneWith(long[] shape, Type newElementType) {
    return shape == null ? new UnrankedTensorType(newElementType)
        : RankedTensorType.get(shape, newElementType);
  }

  public UnrankedTensorType withElementType(Type newElementType) {
    return new UnrankedTensorType(newElementType);
  }

  /** As its element type. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("tensor<*x");
    p.printType(elementType);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UnrankedTensorType r && Objects.equals(elementType, r.elementType);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(elementType);
  }
}
