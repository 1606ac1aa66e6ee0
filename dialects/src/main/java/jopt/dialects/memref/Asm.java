package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;

/** Small parse/print helpers shared by the memref and bufferization custom assembly forms. */
public final class Asm {
  private Asm() {}

  /** Prints {@code  {attrs}} leaving out {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(elided));
  }

  static final String ALIGNMENT_CONSTRAINT = "attribute 'alignment' failed to satisfy constraint: 64-bit "
      + "signless integer attribute whose value is positive and whose value is a power of two > 0";

  /** True when an optional 'alignment' is absent or a positive power of two. */
  static boolean isValidAlignment(Attribute a) {
    Long v = Attrs.intValue(a);
    return a == null || v != null && v > 0 && (v & (v - 1)) == 0;
  }

  /** Parses an optional attr-dict, checking 'alignment' there as ODS's verifyInherentAttrs does. */
  static void parseAttrDictCheckingAlignment(OpAsmParser p, OperationState result) {
    SourceLoc loc = p.getCurrentLocation();
    p.parseOptionalAttrDict(result.attributes);
    if (!isValidAlignment(result.attributes.get("alignment"))) {
      throw p.emitError(loc, "'" + result.name + "' op " + ALIGNMENT_CONSTRAINT);
    }
  }

  /** Resolves all operands to {@code index}. */
  public static List<Value> resolveIndices(OpAsmParser p, List<UnresolvedOperand> ops) {
    List<Value> r = new ArrayList<>();
    p.resolveOperands(ops, ShapedTypes.index(), r);
    return r;
  }

  /** Parses {@code : type}. */
  public static Type colonType(OpAsmParser p) {
    return p.parseColonType();
  }

  /** Prints {@code  : type}. */
  public static void printColonType(OpAsmPrinter p, Type t) {
    p.print(" : ").printType(t);
  }

  /** Prints {@code  : a to b}. */
  public static void printTypeToType(OpAsmPrinter p, Type a, String kw, Type b) {
    p.print(" : ").printType(a).print(" " + kw + " ").printType(b);
  }

  public static String quote(Type t) {
    return "'" + ShapedTypes.str(t) + "'";
  }
}
