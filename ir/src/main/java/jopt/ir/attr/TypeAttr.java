package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;

/** A type used as an attribute; prints as the type itself. */
public record TypeAttr(Type value) implements Attribute {
  public TypeAttr {
    Objects.requireNonNull(value);
  }

  public static TypeAttr get(Type type) {
    return new TypeAttr(type);
  }

  public Type getValue() {
    return value;
  }

  /** As its type. */
  @Override
  public boolean mayPrintAlias() {
    return value.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.printType(value);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TypeAttr r && Objects.equals(value, r.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }
}
