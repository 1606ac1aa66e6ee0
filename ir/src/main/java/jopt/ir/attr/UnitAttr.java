package jopt.ir.attr;

import jopt.ir.Attribute;
import jopt.ir.Parameterless;

/** {@code unit}: a present-or-absent flag; in a dictionary only its name is printed. */
public final class UnitAttr extends Parameterless implements Attribute {
  public static final UnitAttr INSTANCE = new UnitAttr();

  private UnitAttr() {
    super("unit");
  }

  public static UnitAttr get() {
    return INSTANCE;
  }
}
