package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !xegpu.nbarrier}: a named barrier. */
public record NbarrierType() implements Type {
  public static final NbarrierType INSTANCE = new NbarrierType();

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!xegpu.nbarrier");
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
