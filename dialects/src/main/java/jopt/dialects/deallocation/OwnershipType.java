package jopt.dialects.deallocation;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !deallocation.ownership}: an ownership indicator, the owned allocation or null. */
public record OwnershipType() implements Type {
  public static final OwnershipType INSTANCE = new OwnershipType();

  public static boolean is(Type t) {
    return t instanceof OwnershipType;
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!deallocation.ownership");
  }

  @Override
  public String toString() {
    return "!deallocation.ownership";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof OwnershipType;
  }

  @Override
  public int hashCode() {
    return 9715;
  }
}
