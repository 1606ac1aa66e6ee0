package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.support.Strings;
import jopt.ir.Type;
import jopt.ir.type.NoneType;

/** {@code "text"} or {@code "text" : i32}; the type is {@code none} when not given. */
public record StringAttr(String value, Type type) implements Attribute {
  private static final StringAttr EMPTY = new StringAttr("", NoneType.INSTANCE);

  public StringAttr {
    Objects.requireNonNull(value);
    if (type == null) {
      type = NoneType.INSTANCE;
    }
  }

  /** An untyped string ({@code none} type). */
  public StringAttr(String value) {
    this(value, NoneType.INSTANCE);
  }

  public static StringAttr get(String value) {
    return value.isEmpty() ? EMPTY : new StringAttr(value, NoneType.INSTANCE);
  }

  public static StringAttr get(String value, Type type) {
    return new StringAttr(value, type);
  }

  public String getValue() {
    return value;
  }

  @Override
  public Type getType() {
    return type;
  }

  public boolean isEmpty() {
    return value.isEmpty();
  }

  /** As its type, if it has one. */
  @Override
  public boolean mayPrintAlias() {
    return type != null && type.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    printWithoutType(p);
    if (!(type instanceof NoneType)) {
      p.append(" : ");
      p.printType(type);
    }
  }

  public void printWithoutType(AttrTypePrinter p) {
    Strings.printEscaped(p.out(), value);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StringAttr r && Objects.equals(value, r.value)
        && Objects.equals(type, r.type);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(value) + Objects.hashCode(type);
  }
}
