package jopt.dialects.deallocation;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** {@code !deallocation.ownership}: an ownership indicator, the owned allocation or null. */
public final class OwnershipType extends Parameterless implements Type {
  public static final OwnershipType INSTANCE = new OwnershipType();

  private OwnershipType() {
    super("!deallocation.ownership");
  }

  public static boolean is(Type t) {
    return t instanceof OwnershipType;
  }
}
