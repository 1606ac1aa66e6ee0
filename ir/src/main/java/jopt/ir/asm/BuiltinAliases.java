package jopt.ir.asm;

import java.util.function.Function;
import jopt.ir.Location;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.type.TupleType;

/**
 * The alias names the builtin dialect gives (MLIR's BuiltinOpAsmDialectInterface::getAlias):
 * affine maps {@code #map}, integer sets {@code #set}, locations {@code #loc}, tuples of more
 * than 16 types {@code !tuple}; a dialect attribute's own {@link jopt.ir.Attribute#getAliasName}.
 * Everything else is printed inline.
 */
final class BuiltinAliases {
  private BuiltinAliases() {}

  /** {@link #aliasName} as the printer's alias namer. */
  static final Function<Object, String> NAMER = BuiltinAliases::aliasName;

  static String aliasName(Object typeOrAttrOrLoc) {
    if (typeOrAttrOrLoc instanceof AffineMapAttr) {
      return "map";
    }
    if (typeOrAttrOrLoc instanceof IntegerSetAttr) {
      return "set";
    }
    if (typeOrAttrOrLoc instanceof Location) {
      return "loc";
    }
    if (typeOrAttrOrLoc instanceof TupleType t && t.types().size() > 16) {
      return "tuple";
    }
    if (typeOrAttrOrLoc instanceof jopt.ir.Attribute a) {
      return a.getAliasName();
    }
    return null;
  }
}
