package jopt.ir.attr;

import jopt.ir.AttrTypePrinter;
import jopt.ir.type.IntegerType;

/** An {@code i1} integer attribute, printed {@code true} / {@code false}; there are exactly two. */
public final class BoolAttr extends IntegerAttr {
  public static final BoolAttr TRUE = new BoolAttr(true);
  public static final BoolAttr FALSE = new BoolAttr(false);

  private final boolean bool;

  private BoolAttr(boolean bool) {
    super(IntegerType.get(1), bool ? 1 : 0, null);
    this.bool = bool;
  }

  public static BoolAttr get(boolean value) {
    return value ? TRUE : FALSE;
  }

  /** The boolean value (the inherited {@link #getValue} gives 1 or 0). */
  public boolean value() {
    return bool;
  }

  public boolean getBoolValue() {
    return bool;
  }

  @Override
  public void printValue(StringBuilder out) {
    out.append(bool ? "true" : "false");
  }

  /** MLIR always elides the i1 type of a boolean. */
  @Override
  public void print(AttrTypePrinter p) {
    printValue(p.out());
  }

  @Override
  public void printElidingType(AttrTypePrinter p) {
    printValue(p.out());
  }
}
