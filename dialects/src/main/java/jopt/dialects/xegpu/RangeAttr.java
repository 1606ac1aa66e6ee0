package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.attr.IntegerAttr;

/** {@code #xegpu.range<[2 : i64, 4 : i64]>}: the half-open range [start, end) (subgroup ids). */
public record RangeAttr(IntegerAttr start, IntegerAttr end) implements Attribute {
  /** MLIR's RangeAttr::verify: the error, or null. */
  String verify() {
    return start.getValue() >= end.getValue()
        ? "'end' : " + end.getValue() + " must be greater than 'start' : " + start.getValue() : null;
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
