package jopt.dialects.onnx;

import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;

/**
 * {@code onnx.Constant dense<[1, 2]> : tensor<2xi64>}: a weight or initializer, printed as
 * ONNX-MLIR prints it (the value alone when its type is the result type, else the attribute
 * dictionary and {@code : type}).
 */
public final class ConstantOp extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
  public static final String NAME = "onnx.Constant";

  public ConstantOp() {
    super(NAME);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    if (!result.attributes.isEmpty()) {
      result.addType(p.parseColonType());
      return;
    }
    var loc = p.getCurrentLocation();
    Attribute value = p.parseAttribute();
    if (value.getType() == null) {
      throw p.emitError(loc, "expected an elements attribute with a type");
    }
    result.attributes.set("value", value);
    result.addType(value.getType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Attribute value = op.getAttr("value");
    if (value != null && op.getAttrDictionary().size() == 1
        && op.getResult(0).getType().equals(value.getType())) {
      p.print(" ").printAttribute(value);
      return;
    }
    AsmUtil.printAttrDict(p, op, Set.of());
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() != 0 || op.getNumResults() != 1) {
      op.emitOpError("expected 0 operands and 1 result");
      return false;
    }
    Attribute value = op.getAttr("value");
    if (value == null && op.getAttr("sparse_value") == null && op.getAttr("value_float") == null
        && op.getAttr("value_floats") == null && op.getAttr("value_int") == null
        && op.getAttr("value_ints") == null && op.getAttr("value_string") == null
        && op.getAttr("value_strings") == null) {
      op.emitOpError("requires one of the value attributes");
      return false;
    }
    if (value != null && !(value instanceof DenseElementsAttr
        || value instanceof DenseResourceElementsAttr)) {
      op.emitOpError("attribute 'value' failed to satisfy constraint: constant vector/tensor "
          + "attribute");
      return false;
    }
    return true;
  }
}
