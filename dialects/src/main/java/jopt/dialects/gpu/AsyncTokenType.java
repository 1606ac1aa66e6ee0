package jopt.dialects.gpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !gpu.async.token}: orders asynchronous GPU ops (what an {@code async} op returns). */
public record AsyncTokenType() implements Type {
  public static final AsyncTokenType INSTANCE = new AsyncTokenType();

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!gpu.async.token");
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
