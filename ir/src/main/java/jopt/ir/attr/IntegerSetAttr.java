package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.affine.IntegerSet;

/** {@code affine_set<(d0) : (d0 - 1 >= 0)>}. */
public record IntegerSetAttr(IntegerSet value) implements Attribute {
  public IntegerSetAttr {
    Objects.requireNonNull(value);
  }

  public static IntegerSetAttr get(IntegerSet set) {
    return new IntegerSetAttr(set);
  }

  public IntegerSet getValue() {
    return value;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("affine_set<");
    value.print(p.out());
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntegerSetAttr r && Objects.equals(value, r.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }
}
