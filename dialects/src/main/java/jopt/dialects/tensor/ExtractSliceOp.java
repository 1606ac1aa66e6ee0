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

/** {@code tensor.extract_slice %t[offsets] [sizes] [strides] : T to R}. */
public final class ExtractSliceOp extends OpDefinition implements Traits.Pure, Traits.AttrSizedOperandSegments {
  public ExtractSliceOp() {
    super("tensor.extract_slice");
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
    SliceParts s = SliceParts.parse(parser);
    parser.parseOptionalAttrDict(result.attributes);
    Type srcType = TensorTypes.parseColonRanked(parser);
    parser.parseKeyword("to");
    result.addType(TensorTypes.parseRanked(parser));
    result.addOperand(parser.resolveOperand(src, srcType));
    s.finish(parser, result, 1);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    SliceParts.print(op, p, 1);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), SliceParts.ATTRS);
    p.print(" : ").printType(op.getOperand(0).getType()).print(" to ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    return OpUtils.verifySegments(op, 4) && TensorTypes.operandRanked(op, 0) && TensorTypes.resultRanked(op, 0)
        && SliceVerifier.verify(op, 1, op.getOperand(0).getType(), op.getResult(0).getType());
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "extracted_slice");
  }
}
