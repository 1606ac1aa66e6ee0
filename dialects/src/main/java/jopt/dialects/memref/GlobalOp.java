package jopt.dialects.memref;

import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.SymbolOpInterface;

/**
 * memref.global: {@code "private"? constant? @name : type (= uninitialized | = dense<..>)?
 * attr-dict}. An absent initial value is an external declaration.
 */
public final class GlobalOp extends OpDefinition implements SymbolOpInterface {
  private static final Set<String> INHERENT =
      Set.of("sym_name", "sym_visibility", "type", "initial_value", "constant", "alignment");

  public GlobalOp() {
    super("memref.global");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return INHERENT;
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    String visibility = p.parseOptionalString();
    if (visibility != null) {
      result.addAttribute("sym_visibility", Attrs.string(visibility));
    }
    if (p.parseOptionalKeyword("constant")) {
      result.addAttribute("constant", Attrs.unit());
    }
    result.addAttribute("sym_name", Attrs.string(p.parseSymbolName()));
    p.parseColon();
    Type type = p.parseType();
    if (!ShapedTypes.isMemRef(type) || ShapedTypes.numDynamicDims(type) != 0) {
      throw p.emitError(p.getNameLoc(), "type should be static shaped memref, but got " + Asm.quote(type));
    }
    result.addAttribute("type", Attrs.type(type));
    if (p.parseOptionalEqual()) {
      if (p.parseOptionalKeyword("uninitialized")) {
        result.addAttribute("initial_value", Attrs.unit());
      } else {
        Type tensor = ShapedTypes.rankedTensor(ShapedTypes.shape(type), ShapedTypes.elementType(type));
        result.addAttribute("initial_value", p.parseAttribute(tensor));
      }
    }
    Asm.parseAttrDictCheckingAlignment(p, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    String visibility = Attrs.stringValue(op.getAttr("sym_visibility"));
    if (visibility != null) {
      p.print(" \"").print(visibility).print('"');
    }
    if (op.getAttr("constant") != null) {
      p.print(" constant");
    }
    p.print(' ').printSymbolName(Attrs.stringValue(op.getAttr("sym_name")));
    p.print(" : ").printType(Attrs.typeValue(op.getAttr("type")));
    Attribute init = op.getAttr("initial_value");
    if (init != null) {
      if (Attrs.isUnit(init)) {
        p.print(" = uninitialized");
      } else {
        p.print(" = ").printAttributeWithoutType(init);
      }
    }
    Asm.printAttrDict(p, op, "sym_name", "sym_visibility", "type", "initial_value", "constant");
  }

  @Override
  public boolean verify(Operation op) {
    Type type = Attrs.typeValue(op.getAttr("type"));
    if (type == null || !ShapedTypes.isMemRef(type) || ShapedTypes.numDynamicDims(type) != 0) {
      op.emitOpError("type should be static shaped memref, but got " + (type == null ? "null" : Asm.quote(type)));
      return false;
    }
    String vis = Attrs.stringValue(op.getAttr("sym_visibility"));
    if (vis != null && !vis.equals("public") && !vis.equals("private") && !vis.equals("nested")) {
      op.emitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"" + vis + "\"");
      return false;
    }
    Attribute init = op.getAttr("initial_value");
    if (init != null && !Attrs.isUnit(init)) {
      Type expected = ShapedTypes.rankedTensor(ShapedTypes.shape(type), ShapedTypes.elementType(type));
      if (!expected.equals(init.getType())) {
        op.emitOpError("initial value expected to be of type " + Asm.quote(expected) + ", but was of type "
            + Asm.quote(init.getType()));
        return false;
      }
    }
    if (!Asm.isValidAlignment(op.getAttr("alignment"))) {
      op.emitOpError(Asm.ALIGNMENT_CONSTRAINT);
      return false;
    }
    return true;
  }
}
