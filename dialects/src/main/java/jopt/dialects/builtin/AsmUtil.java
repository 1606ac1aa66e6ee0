package jopt.dialects.builtin;

import java.util.Collection;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;

/** Parse/print and verify helpers shared by the builtin, func, arith and cf ops. */
public final class AsmUtil {
  private AsmUtil() {}

  /** Prints {@code attr-dict} of {@code op} minus {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, Collection<String> elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
  }

  /** The printed form of a type. */
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

  /**
   * Resolves an operand list against a type list as the declarative assembly formats do (no
   * broadcasting of one type): a count mismatch is "number of operands and types do not match".
   */
  public static List<Value> resolveOperands(OpAsmParser p, List<OpAsmParser.UnresolvedOperand> operands,
      List<Type> types, SourceLoc loc) {
    if (operands.size() != types.size()) {
      throw p.emitError(loc, "number of operands and types do not match: got " + operands.size()
          + " operands and " + types.size() + " types");
    }
    return p.resolveOperands(operands, types, loc);
  }

  /** Parses a type that must be of {@code kind} ("invalid kind of type specified" otherwise). */
  public static <T extends Type> T parseTypeOf(OpAsmParser p, Class<T> kind, String mnemonic) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!kind.isInstance(t)) {
      throw p.emitError(loc, "invalid kind of type specified: expected " + mnemonic + ", but found '" + typeStr(t)
          + "'");
    }
    return kind.cast(t);
  }
}
