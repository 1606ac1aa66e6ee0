package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;

/** Small parse/print helpers shared by the memref and bufferization custom assembly forms. */
public final class Asm {
  private Asm() {}

  /** Prints {@code  {attrs}} leaving out {@code elided}. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(elided));
  }

  /**
   * Parses an optional attr-dict of a declarative assembly format: the inherent attributes
   * written in it are checked against {@code spec} at once, as MLIR's verifyInherentAttrs, and
   * then override what the custom form parsed (MLIR sets them last).
   */
  static void parseAttrDict(OpAsmParser p, OperationState result, OpSpec spec) {
    SourceLoc loc = p.getCurrentLocation();
    NamedAttrList dict = new NamedAttrList();
    p.parseOptionalAttrDict(dict);
    InherentAttrs.check(p, loc, dict, spec);
    for (NamedAttribute a : dict.asList()) {
      result.attributes.set(a.name(), a.value());
    }
  }

  /** Parses keyword {@code kw}, with MLIR's "expected 'kw'" at the current token otherwise. */
  static void parseKeyword(OpAsmParser p, String kw) {
    SourceLoc loc = p.getCurrentLocation();
    if (!p.parseOptionalKeyword(kw)) {
      throw p.emitError(loc, "expected '" + kw + "'");
    }
  }

  /**
   * Stores a property the custom form parsed unless the attr-dict already holds it: MLIR sets
   * the attr-dict's inherent attributes after the parsed ones, so the dictionary wins.
   */
  static void setIfAbsent(OperationState result, String name, Attribute value) {
    if (!result.attributes.contains(name)) {
      result.addAttribute(name, value);
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

  /** As {@link #parseMemRefType} for a BaseMemRefType slot (ranked or unranked memref). */
  static Type parseBaseMemRefType(OpAsmParser p) {
    SourceLoc loc = p.getCurrentLocation();
    Type t = p.parseType();
    if (!ShapedTypes.isAnyMemRef(t)) {
      throw p.emitError(loc, "invalid kind of type specified");
    }
    return t;
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

  /** Parses {@code : type} for a BaseMemRefType slot. */
  static Type parseColonBaseMemRefType(OpAsmParser p) {
    p.parseColon();
    return parseBaseMemRefType(p);
  }

  /**
   * Parses {@code [%a, %b]} written with literal brackets around an operand list, as a
   * declarative format does ({@code `[` $indices `]`}): a missing {@code ]} is "expected ']'".
   */
  static List<UnresolvedOperand> parseSquareOperands(OpAsmParser p) {
    p.parseLSquare();
    List<UnresolvedOperand> r = p.parseOperandList();
    p.parseRSquare();
    return r;
  }

  /** As {@link #parseSquareOperands} with parentheses. */
  static List<UnresolvedOperand> parseParenOperands(OpAsmParser p) {
    p.parseLParen();
    List<UnresolvedOperand> r = p.parseOperandList();
    p.parseRParen();
    return r;
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
