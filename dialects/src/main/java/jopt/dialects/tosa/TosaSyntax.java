package jopt.dialects.tosa;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.scf.OpUtils;
import jopt.dialects.tosa.TosaEnumAttr.Kind;
import jopt.dialects.tosa.TosaOps.Row;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The hand-written syntax of TOSA ops, as TosaOps.cpp writes it: the attribute dictionary that
 * spells enum attributes as bare keywords ({@code {nan_mode = IGNORE}}, the default nan_mode
 * left out), tosa.cond_if and tosa.while_loop, and tosa.variable's type or initial value.
 */
final class TosaSyntax {
  private TosaSyntax() {}

  /** What mlir-opt calls the enum in "invalid ... value: X". */
  private static String label(String attr) {
    return attr.equals("mode") ? "resize mode" : attr;
  }

  /** {@code %a, %b {name = value, enum = KEYWORD} : (types) -> type} (parseWithEnumHandling). */
  static void parseWithEnums(Row row, OpAsmParser p, OperationState result) {
    List<UnresolvedOperand> operands = new ArrayList<>();
    do {
      operands.add(p.parseOperand());
    } while (p.parseOptionalComma());
    NamedAttrList attrs = new NamedAttrList();
    if (p.parseOptionalLBrace() && !p.parseOptionalRBrace()) {
      do {
        SourceLoc nameLoc = p.getCurrentLocation();
        String name = p.parseOptionalKeyword();
        if (name == null) {
          throw p.emitError(nameLoc, "expected attribute name");
        }
        p.parseEqual();
        String keyword = name.equals(row.enumAttr()) ? p.parseOptionalKeyword() : null;
        if (keyword != null) {
          Attribute a = row.enumKind().get(keyword);
          if (a == null) {
            throw p.emitError(p.getCurrentLocation(), "invalid " + label(name) + " value: " + keyword);
          }
          attrs.append(name, a);
        } else {
          attrs.append(name, p.parseAttribute());
        }
      } while (p.parseOptionalComma());
      p.parseRBrace();
    }
    SourceLoc typeLoc = p.getCurrentLocation();
    p.parseColon();
    Type t = p.parseType();
    if (!(t instanceof FunctionType fn)) {
      throw p.emitError(typeLoc, "invalid kind of type specified: expected builtin.function, but found '" + t + "'");
    }
    result.addOperands(p.resolveOperands(operands, fn.getInputs(), p.getCurrentLocation()));
    result.addTypes(fn.getResults());
    for (NamedAttribute a : attrs.asList()) {
      result.attributes.append(a.name(), a.value());
    }
  }

  /**
   * The operands, every attribute (enums as keywords; with {@code elideDefaultNan}, the first
   * nan_mode of PROPAGATE left out) and the functional type (printWithEnumHandling,
   * printWithNanPropagationHandling).
   */
  static void printWithEnums(Operation op, OpAsmPrinter p, boolean elideDefaultNan) {
    p.print(' ').printOperands(op.getOperands());
    List<NamedAttribute> attrs = new ArrayList<>(op.getAttrDictionary().getValue());
    if (elideDefaultNan) {
      for (int i = 0; i < attrs.size(); i++) {
        if (attrs.get(i).value() instanceof TosaEnumAttr e && e.kind() == Kind.NAN_MODE) {
          if (e.value().equals("PROPAGATE")) {
            attrs.remove(i);
          }
          break;
        }
      }
    }
    if (!attrs.isEmpty()) {
      p.print(" {");
      for (int i = 0; i < attrs.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        NamedAttribute a = attrs.get(i);
        p.print(a.name()).print(" = ");
        if (a.value() instanceof TosaEnumAttr e && e.kind() != Kind.LEVEL && e.kind() != Kind.PROFILE
            && e.kind() != Kind.SPECIFICATION_VERSION) {
          p.print(e.value());
        } else {
          p.printAttribute(a.value());
        }
      }
      p.print("}");
    }
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  /**
   * {@code %cond [(%a = %x, ...)] : type [(types) -> results | -> results] {then} [else {else}]
   * [attr-dict]}.
   */
  static void parseCondIf(OpAsmParser p, OperationState result) {
    Region thenRegion = result.addRegion();
    Region elseRegion = result.addRegion();
    UnresolvedOperand cond = p.parseOperand();
    List<Argument> args = new ArrayList<>();
    List<UnresolvedOperand> operands = new ArrayList<>();
    boolean hasList = false;
    if (p.parseOptionalLParen()) {
      hasList = true;
      if (!p.parseOptionalRParen()) {
        do {
          args.add(p.parseArgument(false, false));
          p.parseEqual();
          operands.add(p.parseOperand());
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
    }
    if (!p.parseOptionalColon()) {
      throw p.emitError(p.getCurrentLocation(), "expected type for condition operand");
    }
    Type condType = p.parseType();
    result.addOperands(List.of(p.resolveOperand(cond, condType)));
    if (hasList) {
      SourceLoc loc = p.getCurrentLocation();
      Type t = p.parseType();
      if (!(t instanceof FunctionType fn)) {
        throw p.emitError(loc, "invalid kind of type specified: expected builtin.function, but found '" + t + "'");
      }
      result.addTypes(fn.getResults());
      if (fn.getNumInputs() != operands.size()) {
        throw p.emitError(loc, "expected as many input types as operands (expected " + operands.size() + " got "
            + fn.getNumInputs() + ")");
      }
      result.addOperands(p.resolveOperands(operands, fn.getInputs(), p.getCurrentLocation()));
    } else {
      List<Type> types = p.parseOptionalArrowTypeList();
      if (types != null) {
        result.addTypes(types);
      }
    }
    p.parseRegion(thenRegion, List.of());
    if (p.parseOptionalKeyword("else")) {
      p.parseRegion(elseRegion, List.of());
    }
    p.parseOptionalAttrDict(result.attributes);
  }

  static void printCondIf(Operation op, OpAsmPrinter p) {
    List<Value> inputs = op.getOperands().subList(1, op.getNumOperands());
    p.print(' ').printOperand(op.getOperand(0));
    Region then = op.getRegion(0);
    if (!then.isEmpty()) {
      OpUtils.printInitializationList(p, then.front().getArguments(), inputs, " ");
    }
    p.print(" : ").printType(op.getOperand(0).getType());
    if (!inputs.isEmpty()) {
      p.print(" (");
      for (int i = 0; i < inputs.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(inputs.get(i).getType());
      }
      p.print(")");
    }
    p.printArrowTypeList(op.getResultTypes());
    p.print(' ').printRegion(then);
    if (!op.getRegion(1).isEmpty()) {
      p.print(" else ").printRegion(op.getRegion(1));
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of());
  }

  /** {@code (%a = %x, ...) : (types) -> results {cond} do {body} [attributes {...}]}. */
  static void parseWhileLoop(OpAsmParser p, OperationState result) {
    List<Argument> args = new ArrayList<>();
    List<UnresolvedOperand> operands = new ArrayList<>();
    Region cond = result.addRegion();
    Region body = result.addRegion();
    OpUtils.parseAssignmentList(p, args, operands);
    SourceLoc loc = p.getCurrentLocation();
    p.parseColon();
    Type t = p.parseType();
    if (!(t instanceof FunctionType fn)) {
      throw p.emitError(loc, "invalid kind of type specified: expected builtin.function, but found '" + t + "'");
    }
    result.addTypes(fn.getResults());
    if (fn.getNumInputs() != operands.size()) {
      throw p.emitError(loc, "expected as many input types as operands (expected " + operands.size() + " got "
          + fn.getNumInputs() + ")");
    }
    result.addOperands(p.resolveOperands(operands, fn.getInputs(), p.getCurrentLocation()));
    List<Argument> typed = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      typed.add(OpUtils.withType(args.get(i), fn.getInput(i)));
    }
    p.parseRegion(cond, typed);
    p.parseKeyword("do");
    p.parseRegion(body, List.of());
    p.parseOptionalAttrDictWithKeyword(result.attributes);
  }

  static void printWhileLoop(Operation op, OpAsmPrinter p) {
    Region cond = op.getRegion(0);
    if (!cond.isEmpty()) {
      OpUtils.printInitializationList(p, cond.front().getArguments(), op.getOperands(), " ");
    }
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
    p.print(' ').printRegion(cond, false, true, false);
    p.print(" do ").printRegion(op.getRegion(1));
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), List.of());
  }

  /** tosa.variable's {@code : tensor<...>} or {@code = initial-value}, which give var_shape and type. */
  static final CustomDirective VARIABLE_TYPE_OR_INITIAL_VALUE = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      Type type;
      if (p.parseOptionalEqual()) {
        Attribute init = p.parseAttribute();
        state.setAttribute(args.get(2), init);
        type = init.getType();
        if (type == null) {
          throw p.emitError(p.getCurrentLocation(), "expected Typed attr");
        }
      } else {
        if (!p.parseOptionalColon()) {
          throw p.emitError(p.getCurrentLocation(), "expected type after colon");
        }
        type = p.parseType();
      }
      if (!(type instanceof ShapedType s)) {
        throw p.emitError(p.getCurrentLocation(), "expected shaped type");
      }
      if (!s.hasRank()) {
        throw p.emitError(p.getCurrentLocation(), "expected ranked type");
      }
      long[] shape = s.getShape().clone();
      for (int i = 0; i < shape.length; i++) {
        shape[i] = ShapedType.isDynamic(shape[i]) ? -1 : shape[i];
      }
      state.setAttribute(args.get(0), DenseElementsAttr.ofLongs(
          RankedTensorType.get(new long[] {shape.length}, IndexType.INSTANCE), shape));
      state.setAttribute(args.get(1), TypeAttr.get(s.getElementType()));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      Attribute init = op.getAttr(args.get(2));
      boolean space = false;
      if (init == null || init.getType() == null) {
        long[] shape = ((DenseElementsAttr) op.getAttr(args.get(0))).getLongs();
        for (int i = 0; i < shape.length; i++) {
          shape[i] = shape[i] == -1 ? ShapedType.DYNAMIC : shape[i];
        }
        Type element = ((TypeAttr) op.getAttr(args.get(1))).getValue();
        p.print(": ").printType(RankedTensorType.get(shape, element));
        space = true;
      }
      if (init != null) {
        p.print(space ? " = " : "= ").printAttribute(init);
      }
    }
  };
}
