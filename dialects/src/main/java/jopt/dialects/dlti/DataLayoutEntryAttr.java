package jopt.dialects.dlti;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #dlti.dl_entry<key, value>}: one data layout entry, keyed by a type or a string. */
public record DataLayoutEntryAttr(DLTIEntry entry) implements Attribute {
  @Override
  public void print(AttrTypePrinter p) {
    p.append("#dlti.dl_entry<");
    entry.printKey(p);
    p.append(", ");
    p.printAttribute(entry.value());
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
