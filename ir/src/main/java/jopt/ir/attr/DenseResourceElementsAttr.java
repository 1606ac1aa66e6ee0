package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.support.Strings;
import jopt.ir.Type;

/**
 * {@code dense_resource<blob1> : tensor<4xf32>}: elements stored in a named resource blob of the
 * file's {@code dialect_resources} section; only the handle is kept here.
 */
public record DenseResourceElementsAttr(Type type, String handle) implements Attribute {
  public DenseResourceElementsAttr {
    Objects.requireNonNull(type);
    Objects.requireNonNull(handle);
  }

  public static DenseResourceElementsAttr get(Type type, String handle) {
    return new DenseResourceElementsAttr(type, handle);
  }

  @Override
  public Type getType() {
    return type;
  }

  public String getHandle() {
    return handle;
  }

  public void printWithoutType(AttrTypePrinter p) {
    p.append("dense_resource<");
    if (Strings.isBareIdentifier(handle)) {
      p.append(handle);
    } else {
      Strings.printEscaped(p.out(), handle);
    }
    p.append('>');
  }

  /** As its type. */
  @Override
  public boolean mayPrintAlias() {
    return type.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    printWithoutType(p);
    p.append(" : ");
    p.printType(type);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DenseResourceElementsAttr r && Objects.equals(type, r.type)
        && Objects.equals(handle, r.handle);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(type) + Objects.hashCode(handle);
  }
}
