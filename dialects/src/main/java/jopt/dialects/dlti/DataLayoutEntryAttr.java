package jopt.dialects.dlti;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;

/**
 * {@code #dlti.dl_entry<key, value>}: one data layout entry, keyed by a type ({@code index}) or
 * a string ({@code "dlti.endianness"}); exactly one of {@code type} and {@code name} is set.
 */
public record DataLayoutEntryAttr(Type type, String name, Attribute value) implements Attribute {
  public DataLayoutEntryAttr {
    if ((type == null) == (name == null)) {
      throw new IllegalArgumentException("a data layout entry has a type or a string key");
    }
    Objects.requireNonNull(value);
  }

  /** Writes the key: the type, or the quoted string. */
  void printKey(AttrTypePrinter p) {
    if (type != null) {
      p.printType(type);
    } else {
      p.append('"').append(name).append('"');
    }
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#dlti.dl_entry<");
    printKey(p);
    p.append(", ");
    p.printAttribute(value);
    p.append('>');
  }

  /** Printed with its nested attributes inline. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
