package jopt.ir.type;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** The unit type {@code none}. */
public final class NoneType extends Parameterless implements Type {
  public static final NoneType INSTANCE = new NoneType();

  private NoneType() {
    super("none");
  }

  public static NoneType get() {
    return INSTANCE;
  }
}
