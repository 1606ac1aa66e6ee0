package jopt.dialects.shape;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !shape.witness}: the outcome of a shape constraint, consumed by shape.assuming. */
public record WitnessType() implements Type {
  public static final WitnessType INSTANCE = new WitnessType();

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!shape.witness");
  }

  @Override
  public String toString() {
    return "!shape.witness";
  }
}
