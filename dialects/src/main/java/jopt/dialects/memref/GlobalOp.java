package jopt.dialects.memref;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/**
 * memref.global: {@code "private"? constant? @name : type (= uninitialized | = dense<..>)?
 * attr-dict}. An absent initial value is an external declaration.
 */
@Op
public final class GlobalOp extends GlobalOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.global")
      .summary("declare or define a global memref variable")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .optionalAttr("sym_visibility", MemRefConstraints.STRING)
      .attr("type", MemRefConstraints.MEMREF_TYPE)
      .optionalAttr("initial_value", AttrConstraints.ANY)
      .optionalAttr("constant", AttrConstraints.UNIT)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .customDirective("GlobalMemrefOpTypeAndInitialValue", new TypeAndInitialValue())
      .format("($sym_visibility^)? (`constant` $constant^)? $sym_name `:` "
          + "custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict")
      .build();

  GlobalOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code memref.global}; {@code visibility}, {@code initialValue} (an elements
   * attribute, or a unit attribute for {@code uninitialized}) and {@code alignment} may be null.
   */
  public static GlobalOp create(Builder b, Location loc, String name, String visibility, MemRefType type,
      Attribute initialValue, boolean constant, Long alignment) {
    OperationState st = SPEC.newState(loc);
    st.addAttribute("sym_name", Attrs.string(name));
    if (visibility != null) {
      st.addAttribute("sym_visibility", Attrs.string(visibility));
    }
    st.addAttribute("type", Attrs.type(type));
    if (initialValue != null) {
      st.addAttribute("initial_value", initialValue);
    }
    if (constant) {
      st.addAttribute("constant", Attrs.unit());
    }
    if (alignment != null) {
      st.addAttribute("alignment", Attrs.i64(alignment));
    }
    return new GlobalOp(b.create(st));
  }

  /** The visibility, or null for public. */
  public String symVisibility() {
    return Attrs.stringValue(attr("sym_visibility"));
  }

  public MemRefType type() {
    return (MemRefType) Attrs.typeValue(attr("type"));
  }

  /** The initial value: an elements attribute, a unit attribute ({@code uninitialized}), or null. */
  public Attribute initialValue() {
    return attr("initial_value");
  }

  public boolean isExternal() {
    return initialValue() == null;
  }

  public boolean isUninitialized() {
    return Attrs.isUnit(initialValue());
  }

  /** Whether {@code a} is an ElementsAttr of MLIR. */
  static boolean isElements(Attribute a) {
    return a instanceof DenseElementsAttr || a instanceof DenseResourceElementsAttr
        || a instanceof jopt.ir.attr.SparseElementsAttr;
  }

  /**
   * {@code memref<4xf32> (= uninitialized | = dense<...>)?}: a static memref type, then the
   * initial value parsed as an attribute of the matching tensor type.
   */
  private static final class TypeAndInitialValue implements CustomDirective {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      Type type = p.parseType();
      if (!(type instanceof MemRefType m) || !m.hasStaticShape()) {
        throw p.emitError(p.getNameLoc(), "type should be static shaped memref, but got " + Asm.quote(type));
      }
      state.setAttribute("type", Attrs.type(type));
      if (!p.parseOptionalEqual()) {
        return;
      }
      if (p.parseOptionalKeyword("uninitialized")) {
        state.setAttribute("initial_value", Attrs.unit());
        return;
      }
      Attribute init = p.parseAttribute(ShapedTypes.rankedTensor(m.getShape(), m.getElementType()));
      if (!isElements(init)) {
        throw p.emitError(p.getNameLoc(), "initial value should be a unit or elements attribute");
      }
      state.setAttribute("initial_value", init);
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.printType(Attrs.typeValue(op.getAttr("type")));
      Attribute init = op.getAttr("initial_value");
      if (init != null) {
        p.print(" = ");
        if (Attrs.isUnit(init)) {
          p.print("uninitialized");
        } else {
          p.printAttributeWithoutType(init);
        }
      }
    }
  }

  /** The definition: the Symbol checks and the type/initial-value checks. */
  public static final class Def extends OpDefinition implements SymbolOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      String vis = Attrs.stringValue(op.getAttr("sym_visibility"));
      if (vis != null && !vis.equals("public") && !vis.equals("private") && !vis.equals("nested")) {
        op.emitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \""
            + vis + "\"");
        return false;
      }
      MemRefType type = (MemRefType) Attrs.typeValue(op.getAttr("type"));
      if (!type.hasStaticShape()) {
        op.emitOpError("type should be static shaped memref, but got " + Asm.quote(type));
        return false;
      }
      Attribute init = op.getAttr("initial_value");
      if (init == null || Attrs.isUnit(init)) {
        return true;
      }
      if (!isElements(init)) {
        op.emitOpError("initial value should be a unit or elements attribute, but got " + ShapedTypes.str(init));
        return false;
      }
      ShapedType initType = (ShapedType) init.getType();
      if (!initType.getElementType().equals(type.getElementType())) {
        op.emitOpError("initial value element expected to be of type " + Asm.quote(type.getElementType())
            + ", but was of type " + Asm.quote(initType.getElementType()));
        return false;
      }
      if (!Arrays.equals(initType.getShape(), type.getShape())) {
        op.emitOpError("initial value shape expected to be " + joined(type.getShape()) + " but was "
            + joined(initType.getShape()));
        return false;
      }
      return true;
    }

    private static String joined(long[] shape) {
      return Arrays.stream(shape).mapToObj(Long::toString).collect(Collectors.joining(", "));
    }
  }
}
