package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.attr.IntegerAttr;

/** {@code #xegpu.range<[2 : i64, 4 : i64]>}: the half-open range [start, end) (subgroup ids). */
public record RangeAttr(IntegerAttr start, IntegerAttr end) implements Attribute {
  /** MLIR's RangeAttr::verify: the error, or null. */
  String verify() {
    long s = signed(start);
    long e = signed(end);
    return s >= e ? "'end' : " + e + " must be greater than 'start' : " + s : null;
  }

  /** MLIR's getInt: the value sign-extended from its width ({@code true} is -1). */
  private static long signed(IntegerAttr a) {
    int w = a.getType() instanceof jopt.ir.type.IntegerType i ? i.getWidth() : 64;
    return w > 0 && w < 64 ? a.getValue() << (64 - w) >> (64 - w) : a.getValue();
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#xegpu.range<[");
    p.printAttribute(start);
    p.append(", ");
    p.printAttribute(end);
    p.append("]>");
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
