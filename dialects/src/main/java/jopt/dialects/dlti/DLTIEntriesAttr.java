package jopt.dialects.dlti;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * The DLTI attributes that are lists of entries, each kind with its mnemonic:
 * {@code #dlti.map<...>}, {@code #dlti.dl_spec<...>}, {@code #dlti.target_device_spec<...>} and
 * {@code #dlti.target_system_spec<...>} (whose values are device specs). Printed as MLIR prints
 * them, {@code key = value} each, whichever syntax they were written in.
 */
public record DLTIEntriesAttr(Kind kind, List<DLTIEntry> entries) implements Attribute {
  /** The kinds, with what MLIR's parser of each accepts. */
  public enum Kind {
    MAP("map", true, true),
    DL_SPEC("dl_spec", true, true),
    TARGET_DEVICE_SPEC("target_device_spec", false, false),
    TARGET_SYSTEM_SPEC("target_system_spec", false, false);

    final String mnemonic;
    /** Whether a key may be a type. */
    final boolean typeKeys;
    /** Whether {@code <>} is accepted. */
    final boolean allowEmpty;

    Kind(String mnemonic, boolean typeKeys, boolean allowEmpty) {
      this.mnemonic = mnemonic;
      this.typeKeys = typeKeys;
      this.allowEmpty = allowEmpty;
    }

    public String mnemonic() {
      return mnemonic;
    }
  }

  public DLTIEntriesAttr {
    entries = List.copyOf(entries);
  }

  /** The value of the entry with string key {@code id}, or null. */
  public Attribute get(String id) {
    for (DLTIEntry e : entries) {
      if (id.equals(e.key())) {
        return e.value();
      }
    }
    return null;
  }

  /** The value of the entry keyed by {@code type}, or null. */
  public Attribute get(Type type) {
    for (DLTIEntry e : entries) {
      if (type.equals(e.key())) {
        return e.value();
      }
    }
    return null;
  }

  /** The attribute name an op (a module) carries its data layout specification under. */
  public static final String DL_SPEC_ATTR_NAME = "dlti.dl_spec";

  /**
   * MLIR's DataLayout::closest for one key: the entry for {@code type} of the innermost
   * {@code dlti.dl_spec} on {@code op} or an op enclosing it, or null.
   */
  public static Attribute closestEntry(Operation op, Type type) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getAttr(DL_SPEC_ATTR_NAME) instanceof DLTIEntriesAttr spec && spec.kind() == Kind.DL_SPEC
          && spec.get(type) != null) {
        return spec.get(type);
      }
    }
    return null;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#dlti.").append(kind.mnemonic).append('<');
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

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
