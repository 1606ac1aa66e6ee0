package jopt.dialects.tosa;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !tosa.shape<rank>}: a shape of static rank whose dimensions are index values. */
public record ShapeType(int rank) implements Type {
  public static ShapeType get(int rank) {
    return new ShapeType(rank);
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!tosa.shape<").append(Integer.toString(rank)).append('>');
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
