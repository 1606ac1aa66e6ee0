package jopt.dialects.mlprogram;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/**
 * ml_program.global: {@code visibility [mutable] @name[(initial value)] : type attr-dict}; a
 * module-level variable, or constant when not mutable. Its value may be narrower than its type,
 * or {@code #ml_program.extern}.
 */
@Op
public final class GlobalOp extends GlobalOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.global")
      .summary("Module level declaration of a global variable")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .attr("type", AttrConstraints.TYPE)
      .optionalAttr("is_mutable", AttrConstraints.UNIT)
      .optionalAttr("value", AttrConstraints.ANY)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      .customDirective("SymbolVisibility", new SymbolVisibility())
      .customDirective("TypedInitialValue", new TypedInitialValue())
      .format("custom<SymbolVisibility>($sym_visibility) (`mutable` $is_mutable^)? $sym_name `` "
          + "custom<TypedInitialValue>($type, $value) attr-dict")
      .build();

  GlobalOp(Operation op) {
    super(op);
  }

  /** The definition: a symbol; an immutable global needs a value. */
  public static final class Def extends OpDefinition implements SymbolOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getAttr("is_mutable") == null && op.getAttr("value") == null) {
        op.emitOpError("immutable global must have an initial value");
        return false;
      }
      return true;
    }
  }

  /** {@code public}, {@code private} or {@code nested}, required; an absent visibility prints {@code public}. */
  private static final class SymbolVisibility implements CustomDirective {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      String v = p.parseOptionalKeyword(List.of("public", "private", "nested"));
      if (v == null) {
        throw p.emitError(p.getCurrentLocation(), "expected 'public', 'private', or 'nested'");
      }
      state.setAttribute(args.get(0), new StringAttr(v));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.print(op.getAttr(args.get(0)) instanceof StringAttr s ? s.value() : "public");
    }
  }

  /** {@code (value) : type} or {@code : type}. */
  private static final class TypedInitialValue implements CustomDirective {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      if (p.parseOptionalLParen()) {
        state.setAttribute(args.get(1), p.parseAttribute());
        p.parseRParen();
      }
      state.setAttribute(args.get(0), new TypeAttr(p.parseColonType()));
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      Attribute value = op.getAttr(args.get(1));
      if (value != null) {
        p.print("(").printAttribute(value).print(")");
      }
      p.print(" : ").printAttribute(op.getAttr(args.get(0)));
    }
  }
}
