package jopt.dialects.dlti;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * {@code #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little">}: a data layout
 * specification, the entries overriding MLIR's default layout for the ops under the op that
 * holds it as {@code dlti.dl_spec}.
 */
public record DataLayoutSpecAttr(List<DataLayoutEntryAttr> entries) implements Attribute {
  /** The attribute name an op (a module) carries its specification under. */
  public static final String ATTR_NAME = "dlti.dl_spec";

  public DataLayoutSpecAttr {
    entries = List.copyOf(entries);
  }

  /** The value of the entry keyed by {@code type}, or null. */
  public Attribute lookup(Type type) {
    for (DataLayoutEntryAttr e : entries) {
      if (type.equals(e.type())) {
        return e.value();
      }
    }
    return null;
  }

  /**
   * MLIR's DataLayout::closest for one key: the entry for {@code type} of the innermost
   * specification on {@code op} or an op enclosing it, or null.
   */
  public static Attribute closestEntry(Operation op, Type type) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getAttr(ATTR_NAME) instanceof DataLayoutSpecAttr spec && spec.lookup(type) != null) {
        return spec.lookup(type);
      }
    }
    return null;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#dlti.dl_spec<");
    for (int i = 0; i < entries.size(); i++) {
      if (i > 0) {
        p.append(", ");
      }
      entries.get(i).printKey(p);
      p.append(" = ");
      p.printAttribute(entries.get(i).value());
    }
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
