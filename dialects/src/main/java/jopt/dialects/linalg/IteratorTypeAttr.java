package jopt.dialects.linalg;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #linalg.iterator_type<parallel>} / {@code <reduction>}. */
public record IteratorTypeAttr(String value) implements Attribute {
  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#linalg.iterator_type<").append(value).append('>');
  }

  public static boolean isValid(String s) {
    return s.equals("parallel") || s.equals("reduction");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IteratorTypeAttr r && Objects.equals(value, r.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }
}
