package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;

/** {@code #xegpu.mem_layout<block = [16, 16], stride = [1, 32]>}: named layout properties of a mem_desc. */
public record MemLayoutAttr(DictionaryAttr attrs) implements Attribute {
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#xegpu.mem_layout<");
    boolean first = true;
    for (NamedAttribute na : attrs) {
      p.append(first ? "" : ", ").append(na.name()).append(" = ");
      p.printAttribute(na.value());
      first = false;
    }
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
