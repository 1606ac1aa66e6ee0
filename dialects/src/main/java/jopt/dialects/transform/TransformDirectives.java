package jopt.dialects.transform;

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
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/** The custom directives of the transform ops' assembly formats, as MLIR's TransformOps.cpp writes them. */
final class TransformDirectives {
  private TransformDirectives() {}

  /**
   * {@code custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings))}:
   * nothing for a top-level sequence, else {@code %root[, %extra...] : type} or
   * {@code : (type, extra types...)} (the parentheses are optional when reading).
   */
  static final CustomDirective SEQUENCE_OPERANDS = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      SourceLoc loc = p.getCurrentLocation();
      UnresolvedOperand root = p.parseOptionalOperand();
      if (root == null) {
        return;
      }
      List<UnresolvedOperand> extras = new ArrayList<>();
      if (p.parseOptionalComma()) {
        do {
          extras.add(p.parseOperand());
        } while (p.parseOptionalComma());
      }
      p.parseColon();
      p.parseOptionalLParen();
      Type rootType = p.parseType();
      List<Type> extraTypes = new ArrayList<>();
      if (!extras.isEmpty()) {
        p.parseComma();
        extraTypes.addAll(p.parseTypeList());
      }
      if (extraTypes.size() != extras.size()) {
        throw p.emitError(p.getNameLoc(), "expected types to be provided for all operands");
      }
      p.parseOptionalRParen();
      state.addOperands(args.get(0), List.of(root), loc);
      state.setTypes(args.get(0), List.of(rootType));
      state.addOperands(args.get(2), extras, loc);
      state.setTypes(args.get(2), extraTypes);
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      List<Value> root = TransformOp.operands(op, 0);
      if (root.isEmpty()) {
        return;
      }
      List<Value> extras = TransformOp.operands(op, 1);
      p.printOperand(root.get(0));
      if (!extras.isEmpty()) {
        p.print(", ").printOperands(extras);
      }
      p.print(" : ");
      if (!extras.isEmpty()) {
        p.print("(");
      }
      p.printType(root.get(0).getType());
      if (!extras.isEmpty()) {
        for (Value v : extras) {
          p.print(", ").printType(v.getType());
        }
        p.print(")");
      }
    }
  };

  /** {@code custom<ForeachMatchSymbols>($matchers, $actions)}: {@code @matcher -> @action, ...}, one pair a line. */
  static final CustomDirective FOREACH_MATCH_SYMBOLS = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      List<Attribute> matchers = new ArrayList<>();
      List<Attribute> actions = new ArrayList<>();
      do {
        matchers.add(SymbolRefAttr.get(p.parseSymbolName()));
        p.parseArrow();
        actions.add(SymbolRefAttr.get(p.parseSymbolName()));
      } while (p.parseOptionalComma());
      state.setAttribute(args.get(0), ArrayAttr.get(matchers));
      state.setAttribute(args.get(1), ArrayAttr.get(actions));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      List<Attribute> matchers = ((ArrayAttr) op.getAttr(args.get(0))).getValue();
      List<Attribute> actions = ((ArrayAttr) op.getAttr(args.get(1))).getValue();
      p.increaseIndent().increaseIndent();
      for (int i = 0; i < matchers.size(); i++) {
        p.printNewline();
        p.printAttribute(matchers.get(i)).print(" -> ").printAttribute(actions.get(i));
        if (i != matchers.size() - 1) {
          p.print(", ");
        }
      }
      p.decreaseIndent().decreaseIndent();
    }
  };

  /**
   * {@code custom<SemiFunctionType>(type($target), type($result))}: {@code (t) -> r}, or a single
   * type {@code t} standing for both.
   */
  static final CustomDirective SEMI_FUNCTION_TYPE = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      Type argument;
      Type result;
      if (p.parseOptionalLParen()) {
        argument = p.parseType();
        p.parseRParen();
        p.parseArrow();
        result = p.parseType();
      } else {
        argument = p.parseType();
        result = argument;
      }
      state.setTypes(group(args.get(0)), List.of(argument));
      state.setTypes(group(args.get(1)), List.of(result));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.print("(").printType(op.getOperand(0).getType()).print(") -> ").printType(op.getResult(0).getType());
    }
  };

  /** {@code x} of a {@code type($x)} argument. */
  private static String group(String arg) {
    String g = arg.startsWith("type(") ? arg.substring(5, arg.length() - 1) : arg;
    return g.startsWith("$") ? g.substring(1) : g;
  }
}
