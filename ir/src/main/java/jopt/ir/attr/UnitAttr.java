package jopt.ir.attr;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code unit}: a present-or-absent flag; in a dictionary only its name is printed. */
public record UnitAttr() implements Attribute {
  public static final UnitAttr INSTANCE = new UnitAttr();

  public static UnitAttr get() {
    return INSTANCE;
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("unit");
  }

  @Override
  public String toString() {
    return "unit";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UnitAttr;
  }

  @Override
  public int hashCode() {
    return 3829;
  }
}
