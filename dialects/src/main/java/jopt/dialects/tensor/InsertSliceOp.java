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

/** {@code tensor.insert_slice %s into %d[offsets] [sizes] [strides] : S into D}. */
public final class InsertSliceOp extends OpDefinition implements Traits.Pure, Traits.AttrSizedOperandSegments {
  public InsertSliceOp() {
    super("tensor.insert_slice");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return SliceParts.ATTRS;
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var src = parser.parseOperand();
    parser.parseKeyword("into");
    var dest = parser.parseOperand();
    SliceParts s = SliceParts.parse(parser);
    parser.parseOptionalAttrDict(result.attributes);
    Type srcType = TensorTypes.parseColonRanked(parser);
    parser.parseKeyword("into");
    Type destType = TensorTypes.parseRanked(parser);
    result.addType(destType);
    result.addOperand(parser.resolveOperand(src, srcType));
    result.addOperand(parser.resolveOperand(dest, destType));
    s.finish(parser, result, 1, 1);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0)).print(" into ").printOperand(op.getOperand(1));
    SliceParts.print(op, p, 2);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), SliceParts.ATTRS);
    p.print(" : ").printType(op.getOperand(0).getType()).print(" into ").printType(op.getOperand(1).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return OpUtils.verifySegments(op, 5) && TensorTypes.operandRanked(op, 0) && TensorTypes.operandRanked(op, 1)
        && SliceVerifier.verify(op, 2, op.getOperand(1).getType(), op.getOperand(0).getType());
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "inserted_slice");
  }
}
