package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.NamedAttribute;

/** Small parse/print helpers shared by the memref and bufferization custom assembly forms. */
public final class Asm {
  private Asm() {}

  /** All attributes (inherent and discardable) of {@code op}, sorted by name. */
  public static List<NamedAttribute> attrs(Operation op) {
    List<NamedAttribute> r = new ArrayList<>();
    for (NamedAttribute na : op.getAttrDictionary()) {
      r.add(na);
    }
    return r;
  }

  /** Prints {@code  {attrs}} leaving out {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(attrs(op), List.of(elided));
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
