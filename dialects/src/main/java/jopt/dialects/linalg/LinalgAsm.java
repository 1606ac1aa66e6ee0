package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import jopt.ir.AttrTypePrinter;
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
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;

/**
 * The assembly pieces of linalg's structured ops, as MLIR's parseCommonStructuredOpParts and
 * printCommonStructuredOpParts: {@code <{props}>? {attrs}? ins(%a : t)? outs(%b : t)?}. These
 * parsers append attributes as MLIR's hand-written parsers do, so an attribute set twice is
 * "attribute 'x' occurs more than once in the attribute list" once the op is parsed.
 */
final class LinalgAsm {
  private LinalgAsm() {}

  static String quoted(Type t) {
    return "'" + AttrTypePrinter.print(t) + "'";
  }

  /** What parsing an op's common parts produced. */
  static final class Parsed {
    final List<Type> inputTypes = new ArrayList<>();
    final List<Type> outputTypes = new ArrayList<>();
    final TreeSet<String> duplicates = new TreeSet<>();
    /** The names given in {@code <{...}>}: MLIR's region builders do not see them. */
    final List<String> propertyNames = new ArrayList<>();
    int numInputs;
    int numOutputs;
    SourceLoc startLoc;

    /** Sets {@code name}; a second setting is remembered (and the first value kept, as MLIR's lookups find it). */
    void append(OperationState result, String name, Attribute value) {
      if (result.attributes.contains(name)) {
        duplicates.add(name);
        return;
      }
      result.attributes.set(name, value);
    }

    /** Parses an optional {@code {...}} appending its entries. */
    void parseAttrDict(OpAsmParser p, OperationState result) {
      NamedAttrList dict = new NamedAttrList();
      p.parseOptionalAttrDict(dict);
      for (NamedAttribute na : dict.asList()) {
        append(result, na.name(), na.value());
      }
    }

    /** The attributes a region builder sees (those of the dictionaries, not the properties). */
    NamedAttrList builderAttrs(OperationState result) {
      NamedAttrList r = new NamedAttrList();
      for (NamedAttribute na : result.attributes.asList()) {
        if (!propertyNames.contains(na.name())) {
          r.set(na.name(), na.value());
        }
      }
      return r;
    }

    /** MLIR's check after a custom parse: no attribute given twice. */
    void checkDuplicates(OpAsmParser p) {
      if (!duplicates.isEmpty()) {
        throw p.emitError(p.getNameLoc(), "attribute '" + duplicates.first()
            + "' occurs more than once in the attribute list");
      }
    }
  }

  /**
   * MLIR's parseCommonStructuredOpParts: {@code <{props}>? {attrs}? ins(...)? outs(...)?};
   * resolves the operands, records the segment sizes when {@code addSegments}, and checks the
   * inherent attributes of the dictionary (unless properties were given).
   */
  static Parsed parseCommonParts(OpAsmParser p, OperationState result, OpSpec spec, boolean addSegments,
      Parsed parsed) {
    if (parsed.startLoc == null) {
      parsed.startLoc = p.getCurrentLocation();
    }
    boolean hasProps = false;
    if (p.parseOptionalLess()) {
      SourceLoc loc = p.getCurrentLocation();
      Attribute props = p.parseAttribute();
      p.parseGreater();
      if (!(props instanceof DictionaryAttr d)) {
        throw p.emitError(loc, "expected dictionary attribute for properties");
      }
      hasProps = true;
      for (NamedAttribute na : d) {
        if (spec.attribute(na.name()) != null) { // property conversion drops unknown names
          parsed.append(result, na.name(), na.value());
          parsed.propertyNames.add(na.name());
        }
      }
    }
    SourceLoc attrsLoc = p.getCurrentLocation();
    parsed.parseAttrDict(p, result);
    List<UnresolvedOperand> ins = new ArrayList<>();
    List<UnresolvedOperand> outs = new ArrayList<>();
    SourceLoc inLoc = null;
    SourceLoc outLoc = null;
    if (p.parseOptionalKeyword("ins")) {
      p.parseLParen();
      inLoc = p.getCurrentLocation();
      ins = p.parseOperandList();
      parsed.inputTypes.addAll(p.parseColonTypeList());
      p.parseRParen();
    }
    if (p.parseOptionalKeyword("outs")) {
      outLoc = p.getCurrentLocation();
      p.parseLParen();
      outs = p.parseOperandList();
      parsed.outputTypes.addAll(p.parseColonTypeList());
      p.parseRParen();
    }
    resolve(p, ins, parsed.inputTypes, inLoc, result);
    resolve(p, outs, parsed.outputTypes, outLoc, result);
    parsed.numInputs = ins.size();
    parsed.numOutputs = outs.size();
    if (addSegments) {
      parsed.append(result, OpSpec.OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(ins.size(), outs.size()));
    }
    if (!hasProps) {
      InherentAttrs.check(p, attrsLoc, result.attributes, spec);
    }
    return parsed;
  }

  /** Resolves operands against types of the same count (MLIR's resolveOperands). */
  static void resolve(OpAsmParser p, List<UnresolvedOperand> ops, List<Type> types, SourceLoc loc,
      OperationState result) {
    if (ops.size() != types.size()) {
      throw p.emitError(loc == null ? p.getNameLoc() : loc, "number of operands and types do not match: got "
          + ops.size() + " operands and " + types.size() + " types");
    }
    for (int i = 0; i < ops.size(); i++) {
      result.addOperand(p.resolveOperand(ops.get(i), types.get(i)));
    }
  }

  /** MLIR's printCommonStructuredOpParts. */
  static void printCommonParts(OpAsmPrinter p, List<Value> ins, List<Value> outs) {
    if (!ins.isEmpty()) {
      p.print(" ins(").printOperands(ins).print(" : ").printTypes(LinalgOp.types(ins)).print(")");
    }
    if (!outs.isEmpty()) {
      p.print(" outs(").printOperands(outs).print(" : ").printTypes(LinalgOp.types(outs)).print(")");
    }
  }

  /** Prints the op's attributes (inherent and discardable) but {@code elided}. */
  static void printAttrDict(OpAsmPrinter p, Operation op, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(elided));
  }

  /** {@code name = [1, 2]} as MLIR's parseDenseI64ArrayAttr. */
  static void parseDenseI64Array(OpAsmParser p, OperationState result, Parsed parsed, String name) {
    p.parseKeyword(name);
    p.parseEqual();
    List<Long> values = new ArrayList<>();
    p.parseCommaSeparatedList(OpAsmParser.Delimiter.SQUARE, () -> {
      SourceLoc loc = p.getCurrentLocation();
      Long v = p.parseOptionalInteger();
      if (v == null) {
        throw p.emitError(loc, "expected integer value");
      }
      values.add(v);
    }, "");
    long[] a = new long[values.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = values.get(i);
    }
    parsed.append(result, name, DenseArrayAttr.i64(a));
  }

  /** {@code  name = [1, 2] } (with MLIR's trailing space). */
  static void printDenseI64Array(OpAsmPrinter p, String name, long[] values) {
    p.print(" " + name + " = [");
    for (int i = 0; i < values.length; i++) {
      p.print(i == 0 ? "" : ", ").print(values[i]);
    }
    p.print("] ");
  }
}
