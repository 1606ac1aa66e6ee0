package jopt.ir.type;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code complex<f32>}. */
public record ComplexType(Type elementType) implements Type {
  public ComplexType {
    Objects.requireNonNull(elementType);
  }

  public static ComplexType get(Type elementType) {
    return new ComplexType(elementType);
  }

  public Type getElementType() {
    return elementType;
  }

  /** As its element type. */
  @Override
  public boolean mayPrintAlias() {
    return elementType.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("complex<");
    p.printType(elementType);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ComplexType r && Objects.equals(elementType, r.elementType);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(elementType);
  }
}
