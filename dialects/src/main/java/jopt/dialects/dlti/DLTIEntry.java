package jopt.dialects.dlti;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.StringAttr;

/**
 * One entry of a DLTI attribute (MLIR's DataLayoutEntryInterface): a key, a type or a string
 * identifier, and its value.
 */
public record DLTIEntry(Object key, Attribute value) {
  public DLTIEntry {
    if (!(key instanceof Type || key instanceof String)) {
      throw new IllegalArgumentException("a DLTI key is a type or a string: " + key);
    }
    Objects.requireNonNull(value);
  }

  public boolean hasTypeKey() {
    return key instanceof Type;
  }

  /** The key as MLIR's keyToStr writes it: the type, or the identifier as a quoted string. */
  public String keyString() {
    return key instanceof Type t ? AttrTypePrinter.print(t) : AttrTypePrinter.print(StringAttr.get((String) key));
  }

  void printKey(AttrTypePrinter p) {
    if (key instanceof Type t) {
      p.printType(t);
    } else {
      p.printAttribute(StringAttr.get((String) key));
    }
  }
}
