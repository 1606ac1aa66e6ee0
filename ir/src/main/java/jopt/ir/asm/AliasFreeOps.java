package jopt.ir.asm;

import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.attr.DictionaryAttr;

/**
 * Which ops the alias pass may pass over without printing them: printing an op is the only
 * faithful way to visit what it prints in order (MLIR's AliasInitializer prints into a dummy
 * printer too), but an op without regions whose operand types, result types and attributes can
 * hold no aliased value ({@link jopt.ir.Type#mayPrintAlias}) adds no alias and changes no
 * alias's order, provided its printer prints only those: the generic form does, and a custom
 * form whose definition says so ({@link OpDefinition#printsOwnValuesOnly}); other printers
 * might make up a value (an affine map), so their ops are printed.
 * Locations may be aliased, so nothing is passed over when they are printed.
 */
final class AliasFreeOps {
  private AliasFreeOps() {}

  static boolean canSkip(Operation op, PrintingFlags flags) {
    if (op.getNumRegions() != 0 || flags.printDebugInfo()) {
      return false;
    }
    OpDefinition def = op.getDef();
    if (def != null && def.printsCustom(op) && !flags.printGenericOpForm()
        && !def.printsOwnValuesOnly()) {
      return false;
    }
    for (int i = 0, n = op.getNumOperands(); i < n; i++) {
      if (op.getOperand(i).getType().mayPrintAlias()) {
        return false;
      }
    }
    for (int i = 0, n = op.getNumResults(); i < n; i++) {
      if (op.getResult(i).getType().mayPrintAlias()) {
        return false;
      }
    }
    DictionaryAttr attrs = op.getAttrDictionary();
    if (attrs.mayPrintAlias()) {
      return false;
    }
    Attribute properties = op.getOpaqueProperties();
    return properties == null || !properties.mayPrintAlias();
  }
}
