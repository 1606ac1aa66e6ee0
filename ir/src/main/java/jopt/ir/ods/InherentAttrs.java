package jopt.ir.ods;

import java.util.List;

import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.NamedAttribute;

/**
 * MLIR's verifyInherentAttrs for custom assembly: the parser of an op written in a declarative
 * assembly format checks the inherent attributes of its {@code attr-dict} against their
 * constraints right after parsing it, and reports at the dictionary.
 */
public final class InherentAttrs {
  private InherentAttrs() {}

  /** Parses an optional {@code {...}} into {@code result} and checks it against {@code spec}. */
  public static void parseOptionalAttrDict(OpAsmParser p, OperationState result, OpFormatSpec spec) {
    SourceLoc loc = p.getCurrentLocation();
    NamedAttrList dict = new NamedAttrList();
    p.parseOptionalAttrDict(dict);
    check(p, loc, dict, spec);
    addAll(result, dict);
  }

  /** As {@link #parseOptionalAttrDict} for {@code attributes {...}}. */
  public static void parseOptionalAttrDictWithKeyword(OpAsmParser p, OperationState result, OpFormatSpec spec) {
    SourceLoc loc = p.getCurrentLocation();
    NamedAttrList dict = new NamedAttrList();
    p.parseOptionalAttrDictWithKeyword(dict);
    check(p, loc, dict, spec);
    addAll(result, dict);
  }

  /**
   * Only the dictionary's attributes are checked (those the format read elsewhere are the
   * verifier's), and they override what the format read: MLIR sets them on the op last.
   */
  private static void addAll(OperationState result, NamedAttrList dict) {
    List<NamedAttribute> attrs = dict.asList();
    for (int i = 0; i < attrs.size(); i++) {
      result.attributes.set(attrs.get(i).name(), attrs.get(i).value());
    }
  }

  /**
   * Reports the first inherent attribute of {@code attrs} that fails its constraint, at {@code
   * loc}; as MLIR's verifyInherentAttrs, in the order of the attribute names.
   */
  public static void check(OpAsmParser p, SourceLoc loc, NamedAttrList attrs, OpFormatSpec spec) {
    // MLIR's verifyInherentAttrs checks them in name order.
    List<AttrDef> byName = spec.attributesByName();
    for (int i = 0; i < byName.size(); i++) {
      AttrDef a = byName.get(i);
      if (a.name().equals(OpSpec.OPERAND_SEGMENT_SIZES) || a.name().equals(OpSpec.RESULT_SEGMENT_SIZES)) {
        continue; // not a declared attribute: MLIR's verifyInherentAttrs does not see it
      }
      Attribute v = attrs.get(a.name());
      if (v != null && !a.constraint().test(v)) {
        throw p.emitError(loc, "'" + spec.name() + "' op attribute '" + a.name()
            + "' failed to satisfy constraint: " + a.constraint().summary());
      }
    }
  }
}
