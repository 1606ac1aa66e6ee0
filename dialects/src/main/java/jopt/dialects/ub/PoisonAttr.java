package jopt.dialects.ub;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * {@code #ub.poison}: the value of a fully poisoned constant (MLIR's ub::PoisonAttr, the one
 * implementation of PoisonAttrInterface upstream). Folders return it for a poisoned result;
 * dialects materialize it as {@code ub.poison}.
 */
public final class PoisonAttr implements Attribute {
  public static final PoisonAttr INSTANCE = new PoisonAttr();

  private PoisonAttr() {}

  public static PoisonAttr get() {
    return INSTANCE;
  }

  /** A leaf: never aliased. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#ub.poison");
  }

  @Override
  public String toString() {
    return "#ub.poison";
  }
}
