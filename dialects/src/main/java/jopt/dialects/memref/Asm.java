package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.type.MemRefType;

/** Small parse/print helpers shared by the memref, bufferization and deallocation custom assembly forms. */
public final class Asm {
  private Asm() {}

  /** Prints {@code  {attrs}} leaving out {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(elided));
  }

  /** Parses keyword {@code kw}, with MLIR's "expected 'kw'" at the current token otherwise. */
  static void parseKeyword(OpAsmParser p, String kw) {
    SourceLoc loc = p.getCurrentLocation();
    if (!p.parseOptionalKeyword(kw)) {
      throw p.emitError(loc, "expected '" + kw + "'");
    }
  }

  /**
   * Parses a type for a slot whose ODS constraint is a MemRefType ({@code type($memref)} of an
   * AnyMemRef operand), with MLIR's error when it is another kind of type.
   */
  static MemRefType parseMemRefType(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!(t instanceof MemRefType m)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.memref, but found '"
          + ShapedTypes.str(t) + "'");
    }
    return m;
  }

  /**
   * Resolves {@code operands} against {@code types} one to one, with the declarative format's
   * error at {@code loc} when the counts differ.
   */
  static List<Value> resolveOperands(OpAsmParser p, List<UnresolvedOperand> operands, List<Type> types,
      SourceLoc loc) {
    if (operands.size() != types.size()) {
      throw p.emitError(loc, "number of operands and types do not match: got " + operands.size()
          + " operands and " + types.size() + " types");
    }
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      r.add(p.resolveOperand(operands.get(i), types.get(i)));
    }
    return r;
  }

  /** Parses {@code : type} for a MemRefType slot. */
  static MemRefType parseColonMemRefType(OpAsmParser p) {
    p.parseColon();
    return parseMemRefType(p);
  }

  /**
   * As {@link #parseColonMemRefType} for an op whose parser is written in C++ (MLIR's
   * parseColonType into a MemRefType reports a wrong kind at the colon).
   */
  static MemRefType parseColonMemRefTypeReportingAtColon(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    p.parseColon();
    Type t = p.parseType();
    if (!(t instanceof MemRefType m)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.memref, but found '"
          + ShapedTypes.str(t) + "'");
    }
    return m;
  }

  /** Resolves all operands to {@code index}. */
  public static List<Value> resolveIndices(OpAsmParser p, List<UnresolvedOperand> ops) {
    List<Value> r = new ArrayList<>();
    p.resolveOperands(ops, ShapedTypes.index(), r);
    return r;
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
