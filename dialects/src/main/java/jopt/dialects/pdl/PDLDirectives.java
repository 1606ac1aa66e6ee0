package jopt.dialects.pdl;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/** The custom directives of PDL's assembly formats, as MLIR's PDL.cpp writes them. */
final class PDLDirectives {
  private PDLDirectives() {}

  /**
   * {@code custom<OperationOpAttributes>($attributeValues, $attributeValueNames)}:
   * {@code {"name" = %attr, ...}}, nothing when the operation names no attribute.
   */
  static final CustomDirective OPERATION_ATTRIBUTES = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      List<Attribute> names = new ArrayList<>();
      List<UnresolvedOperand> values = new ArrayList<>();
      SourceLoc loc = p.getCurrentLocation();
      if (p.parseOptionalLBrace()) {
        p.parseCommaSeparatedList(OpAsmParser.Delimiter.NONE, () -> {
          SourceLoc nameLoc = p.getCurrentLocation();
          if (!(p.parseAttribute() instanceof StringAttr name)) {
            throw p.emitError(nameLoc, "invalid kind of attribute specified");
          }
          names.add(name);
          p.parseEqual();
          values.add(p.parseOperand());
        }, "");
        p.parseRBrace();
      }
      state.addOperands(args.get(0), values, loc);
      state.setAttribute(args.get(1), ArrayAttr.get(names));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      List<Attribute> names = ((ArrayAttr) op.getAttr(args.get(1))).getValue();
      if (names.isEmpty()) {
        return;
      }
      List<Value> values = PDLOp.attributeValues(op);
      p.print(" {");
      for (int i = 0; i < names.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printAttribute(names.get(i)).print(" = ").printOperand(values.get(i));
      }
      p.print("}");
    }
  };

  /**
   * {@code custom<RangeType>(ref(type($arguments)), type($result))}: the range of the first
   * argument's element type, or {@code : type} when there is no argument.
   */
  static final CustomDirective RANGE_TYPE = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      List<Type> arguments = state.getTypes(group(args.get(0)));
      Type result;
      if (arguments != null && !arguments.isEmpty()) {
        if (!(PDLType.elementOrSelf(arguments.get(0)) instanceof PDLType element)) {
          throw p.emitError(p.getNameLoc(), "expected a PDL handle type for the range's element");
        }
        result = PDLType.range(element);
      } else {
        result = p.parseColonType();
      }
      state.setTypes(group(args.get(1)), List.of(result));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      if (op.getNumOperands() == 0) {
        p.print(": ").printType(op.getResult(0).getType());
      }
    }
  };

  /**
   * {@code custom<ResultsValueType>(ref($index), type($val))}: {@code -> type} after an index;
   * without one the result is the range of all results.
   */
  static final CustomDirective RESULTS_VALUE_TYPE = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      Type result;
      if (state.getAttribute(args.get(0)) == null) {
        result = PDLType.range(PDLType.VALUE);
      } else {
        p.parseArrow();
        result = p.parseType();
      }
      state.setTypes(group(args.get(1)), List.of(result));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      if (op.getAttr(args.get(0)) != null) {
        p.print(" -> ").printType(op.getResult(0).getType());
      }
    }
  };

  /** {@code x} of a {@code type(x)} argument name. */
  private static String group(String arg) {
    return arg.startsWith("type(") ? arg.substring(5, arg.length() - 1) : arg;
  }
}
