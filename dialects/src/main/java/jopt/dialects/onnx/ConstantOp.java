package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;

/**
 * onnx.Constant: {@code %0 = onnx.Constant dense<[1, 2]> : tensor<2xi64>}, ONNX-MLIR's custom
 * form for a constant whose {@code value} has the result type. Any other constant (the
 * {@code value_int}, {@code value_floats}, ... forms, a value of another type, or extra
 * attributes such as {@code onnx_node_name}) prints as {@code onnx.Constant {attrs} : type}
 * (ONNX-MLIR drops the extra attributes; they are kept here). The generic form is accepted too.
 */
@Op
public final class ConstantOp extends ConstantOpBase {
  public static final String NAME = "onnx.Constant";

  /** ONNX's Constant attributes, exactly one of which holds the value. */
  static final List<String> VALUE_ATTRS = List.of("sparse_value", "value", "value_float",
      "value_floats", "value_int", "value_ints", "value_string", "value_strings");

  public static final OpSpec SPEC = OpSpec.op(NAME)
      .optionalAttr("sparse_value", AttrKind.ELEMENTS)
      .optionalAttr("value", AttrKind.ELEMENTS)
      .optionalAttr("value_float", AttrKind.F32)
      .optionalAttr("value_floats", AttrKind.F32S)
      .optionalAttr("value_int", AttrKind.SI64)
      .optionalAttr("value_ints", AttrKind.I64S)
      .optionalAttr("value_string", AttrKind.STR)
      .optionalAttr("value_strings", AttrKind.STRS)
      .result("output", OnnxSpecs.TENSOR)
      .build();

  ConstantOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Constant} holding {@code value}, of the value's type. */
  public static ConstantOp create(Builder b, Location loc, Attribute value) {
    OperationState st = SPEC.newState(loc);
    st.addAttribute("value", value);
    st.addType(value.getType());
    return new ConstantOp(b.create(st));
  }

  /** The {@code value} attribute, or null when another attribute holds the constant. */
  public Attribute value() {
    return attr("value");
  }

  /** The definition: ONNX-MLIR's custom form, exactly one value attribute of the result's type. */
  public static final class Def extends OnnxOp implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      p.parseOptionalAttrDict(result.attributes);
      if (result.attributes.isEmpty()) {
        SourceLoc loc = p.getCurrentLocation();
        Attribute value = p.parseOptionalAttribute();
        if (value != null) {
          if (!AttrKind.ELEMENTS.matches(value)) {
            throw p.emitError(loc, "invalid kind of attribute specified");
          }
          result.addAttribute("value", value);
          result.addType(value.getType());
          return;
        }
      }
      result.addType(p.parseColonType());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ConstantOp constant = ConstantOp.of(op);
      Attribute value = op.getAttr("value");
      if (value != null && AttrKind.ELEMENTS.matches(value) && op.getAttrDictionary().getValue().size() == 1
          && value.getType().equals(constant.output().getType())) {
        p.print(' ').printAttribute(value);
        return;
      }
      AsmUtil.printAttrDict(p, op, List.of());
      p.print(" : ").printType(constant.output().getType());
    }

    @Override
    protected boolean verifyOp(Operation op) {
      List<String> present = new ArrayList<>();
      for (String a : VALUE_ATTRS) {
        if (op.getAttr(a) != null) {
          present.add(a);
        }
      }
      if (present.size() != 1) {
        op.emitOpError("requires exactly one of the attributes '" + String.join("', '", VALUE_ATTRS)
            + "', but found " + present.size());
        return false;
      }
      Attribute value = op.getAttr(present.get(0));
      Type result = ConstantOp.of(op).output().getType();
      if (AttrKind.ELEMENTS.matches(value) && !Shapes.compatible(value.getType(), result)) {
        op.emitOpError("'" + present.get(0) + "' of type '" + AsmUtil.typeStr(value.getType())
            + "' does not match result type '" + AsmUtil.typeStr(result) + "'");
        return false;
      }
      return true;
    }

    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      return new Compute();
    }
  }
}
