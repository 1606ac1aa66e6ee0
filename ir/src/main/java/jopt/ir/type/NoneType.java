package jopt.ir.type;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** The unit type {@code none}. */
public record NoneType() implements Type {
  public static final NoneType INSTANCE = new NoneType();

  public static NoneType get() {
    return INSTANCE;
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("none");
  }

  @Override
  public String toString() {
    return "none";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NoneType;
  }

  @Override
  public int hashCode() {
    return 3772;
  }
}
