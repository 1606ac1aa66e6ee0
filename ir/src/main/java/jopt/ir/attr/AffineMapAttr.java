package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineMap;

/** {@code affine_map<(d0) -> (d0 + 1)>}. */
public record AffineMapAttr(AffineMap value) implements Attribute {
  public AffineMapAttr {
    Objects.requireNonNull(value);
  }

  public static AffineMapAttr get(AffineMap map) {
    return new AffineMapAttr(map);
  }

  public AffineMap getValue() {
    return value;
  }

  public AffineMap getAffineMap() {
    return value;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("affine_map<");
    value.print(p.out());
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineMapAttr r && Objects.equals(value, r.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }
}
