package jopt.dialects.tensor;

import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.type.ShapedType;

/** {@code tensor.dim %t, %i : T}: the size of a dimension, as an index. */
public final class DimOp extends OpDefinition implements Traits.Pure {
  public DimOp() {
    super("tensor.dim");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseOptionalAttrDict(result.attributes);
    var src = parser.parseOperand();
    parser.parseComma();
    var index = parser.parseOperand();
    Type t = parser.parseColonType();
    result.addOperand(parser.resolveOperand(src, t));
    result.addOperand(parser.resolveOperand(index, OpUtils.indexType()));
    result.addType(OpUtils.indexType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type t = op.getOperand(0).getType();
    if (!TensorTypes.isTensor(t) || (t instanceof ShapedType s && s.hasRank() && s.getRank() == 0)) {
      op.emitOpError("operand #0 must be non-0-ranked or unranked tensor, but got " + OpUtils.quoted(t));
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "dim");
  }
}
