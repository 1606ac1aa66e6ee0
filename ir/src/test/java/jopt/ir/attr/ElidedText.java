package jopt.ir.attr;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** What the attribute tests compare: an attribute printed as an array element prints it. */
final class ElidedText {
  private ElidedText() {}

  /** {@code a} printed with MLIR's "may elide type" rule. */
  static String elided(Attribute a) {
    AttrTypePrinter p = new AttrTypePrinter();
    p.printAttributeElidingType(a);
    return p.toString();
  }
}
