package jopt.dialects.builtin;

import java.util.Collection;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmPrinter;

/** Parse/print and verify helpers shared by the builtin, func, arith and cf ops. */
public final class AsmUtil {
  private AsmUtil() {}

  /** Prints {@code attr-dict} of {@code op} minus {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, Collection<String> elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
  }

  /** Prints the types of a type list as a comma separated list. */
  public static String typeStr(Type t) {
    return jopt.ir.AttrTypePrinter.print(t);
  }

  /** Emits {@code 'op' op requires attribute 'name'} when missing; returns true when present. */
  public static boolean requireAttr(Operation op, String name) {
    if (op.getAttr(name) == null) {
      op.emitOpError("requires attribute '" + name + "'");
      return false;
    }
    return true;
  }

  /** Checks that {@code op} is nested directly in an op named {@code parent}. */
  public static boolean verifyParent(Operation op, String parent) {
    Operation p = op.getParentOp();
    if (p == null || !p.getName().equals(parent)) {
      op.emitOpError("expects parent op '" + parent + "'");
      return false;
    }
    return true;
  }
}
