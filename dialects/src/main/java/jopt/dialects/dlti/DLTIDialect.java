package jopt.dialects.dlti;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.dlti.DLTIEntriesAttr.Kind;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.NamedAttribute;

/**
 * MLIR's DLTI dialect (data layout and target information): attributes only,
 * {@code #dlti.dl_entry}, {@code #dlti.map}, {@code #dlti.dl_spec},
 * {@code #dlti.target_device_spec} and {@code #dlti.target_system_spec}, with MLIR's parsers,
 * printers and checks, and the {@code dlti.dl_spec}, {@code dlti.map} and
 * {@code dlti.target_system_spec} op attributes (a module's data layout verified as
 * {@link DataLayoutVerifier} says).
 */
public final class DLTIDialect extends Dialect {
  public static final String DL_SPEC_ATTR = "dlti.dl_spec";
  public static final String MAP_ATTR = "dlti.map";
  public static final String TARGET_SYSTEM_SPEC_ATTR = "dlti.target_system_spec";

  public DLTIDialect() {
    super("dlti");
  }

  @Override
  public boolean parsesAttributeBodies() {
    return true;
  }

  @Override
  public Attribute parseAttributeBody(String mnemonic, OpAsmParser parser) {
    if (mnemonic.equals("dl_entry")) {
      return parseEntryAttr(parser);
    }
    for (Kind k : Kind.values()) {
      if (k.mnemonic().equals(mnemonic)) {
        return parseEntries(parser, k);
      }
    }
    return null;
  }

  /** {@code <(type | quoted-string) , attr>}. */
  private static DataLayoutEntryAttr parseEntryAttr(OpAsmParser parser) {
    parser.parseLess();
    SourceLoc idLoc = parser.getCurrentLocation();
    Object key = parser.parseOptionalType();
    if (key == null) {
      key = parser.parseOptionalString();
      if (key == null) {
        throw parser.emitError(idLoc, "expected a type or a quoted string");
      }
    }
    parser.parseComma();
    Attribute value = parser.parseAttribute();
    parser.parseGreater();
    return new DataLayoutEntryAttr(new DLTIEntry(key, value));
  }

  /** {@code <entry, ...>}, each entry {@code key = attr} or a {@code #dlti.dl_entry}; then the kind's checks. */
  private static DLTIEntriesAttr parseEntries(OpAsmParser parser, Kind kind) {
    List<DLTIEntry> entries = new ArrayList<>();
    parser.parseLess();
    if (!parser.parseOptionalGreater()) {
      do {
        entries.add(parseEntry(parser, kind.typeKeys));
      } while (parser.parseOptionalComma());
      parser.parseGreater();
    }
    if (entries.isEmpty() && !kind.allowEmpty) {
      throw parser.emitError(parser.getNameLoc(), "no DLTI entries provided");
    }
    if (kind == Kind.TARGET_SYSTEM_SPEC) {
      for (DLTIEntry e : entries) {
        if (!(e.value() instanceof DLTIEntriesAttr d && d.kind() == Kind.TARGET_DEVICE_SPEC)) {
          throw parser.emitError(parser.getNameLoc(), "value associated with key " + e.keyString()
              + " is not a DLTI device spec");
        }
      }
    }
    String error = verifyEntries(entries, kind != Kind.TARGET_DEVICE_SPEC && kind != Kind.TARGET_SYSTEM_SPEC);
    if (error != null) {
      throw parser.emitError(parser.getNameLoc(), error);
    }
    return new DLTIEntriesAttr(kind, entries);
  }

  private static DLTIEntry parseEntry(OpAsmParser parser, boolean typeKeys) {
    if (typeKeys) {
      Type t = parser.parseOptionalType();
      if (t != null) {
        parser.parseEqual();
        return new DLTIEntry(t, parser.parseAttribute());
      }
    }
    String id = parser.parseOptionalString();
    if (id != null) {
      parser.parseEqual();
      return new DLTIEntry(id, parser.parseAttribute());
    }
    SourceLoc at = parser.getCurrentLocation();
    Attribute a = parser.parseAttribute();
    if (!(a instanceof DataLayoutEntryAttr e)) {
      throw parser.emitError(at, "invalid kind of attribute specified");
    }
    return e.entry();
  }

  /** MLIR's verifyEntries: the first problem of the keys, or null. */
  private static String verifyEntries(List<DLTIEntry> entries, boolean allowTypes) {
    List<Object> keys = new ArrayList<>();
    for (DLTIEntry e : entries) {
      if (!allowTypes && e.hasTypeKey()) {
        return "type as DLTI key is not allowed";
      }
      if ("".equals(e.key())) {
        return "empty string as DLTI key is not allowed";
      }
      if (keys.contains(e.key())) {
        return "repeated DLTI key: " + e.keyString();
      }
      keys.add(e.key());
    }
    return null;
  }

  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    Attribute v = attr.value();
    switch (attr.name()) {
      case DL_SPEC_ATTR -> {
        if (!(v instanceof DLTIEntriesAttr d && d.kind() == Kind.DL_SPEC)) {
          return error(op, "'" + DL_SPEC_ATTR + "' is expected to be a #dlti.dl_spec attribute");
        }
        return !op.getName().equals("builtin.module") || DataLayoutVerifier.verify(op, d);
      }
      case MAP_ATTR -> {
        return v instanceof DLTIEntriesAttr d && d.kind() == Kind.MAP
            || error(op, "'" + MAP_ATTR + "' is expected to be a #dlti.map attribute");
      }
      case TARGET_SYSTEM_SPEC_ATTR -> {
        return v instanceof DLTIEntriesAttr d && d.kind() == Kind.TARGET_SYSTEM_SPEC
            || error(op, "'" + TARGET_SYSTEM_SPEC_ATTR + "' is expected to be a #dlti.target_system_spec attribute");
      }
      default -> {
        return error(op, "attribute '" + attr.name() + "' not supported by dialect");
      }
    }
  }

  private static boolean error(Operation op, String message) {
    op.emitError(message);
    return false;
  }
}
