package jopt.dialects.ub;

import jopt.ir.Attribute;
import jopt.ir.Parameterless;

/**
 * {@code #ub.poison}: the value of a fully poisoned constant (MLIR's ub::PoisonAttr, the one
 * implementation of PoisonAttrInterface upstream). Folders return it for a poisoned result;
 * dialects materialize it as {@code ub.poison}.
 */
public final class PoisonAttr extends Parameterless implements Attribute {
  public static final PoisonAttr INSTANCE = new PoisonAttr();

  private PoisonAttr() {
    super("#ub.poison");
  }

  public static PoisonAttr get() {
    return INSTANCE;
  }
}
