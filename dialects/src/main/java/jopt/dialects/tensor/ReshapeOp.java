package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/** tensor.reshape: {@code %source(%shape) attr-dict : (S, T) -> R}; reshapes to the shape operand. */
@Op
public final class ReshapeOp extends ReshapeOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.reshape")
      .summary("tensor reshape operation")
      .operand("source", TensorTypes.ANY)
      .operand("shape", TensorTypes.SHAPE_1D)
      .result("result", TensorTypes.ANY)
      .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
      .build();

  ReshapeOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's element-count and rank checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ReshapeOp reshapeOp = ReshapeOp.of(op);
      TensorType operandType = (TensorType) reshapeOp.source().getType();
      TensorType resultType = (TensorType) reshapeOp.result().getType();
      if (!operandType.getElementType().equals(resultType.getElementType())) {
        op.emitOpError("element types of source and destination tensor types should be the same");
        return false;
      }
      long shapeSize = ((RankedTensorType) reshapeOp.shape().getType()).getDimSize(0);
      if (resultType instanceof RankedTensorType r) {
        if (operandType instanceof RankedTensorType o && TensorTypes.isStatic(r.getShape())
            && TensorTypes.isStatic(o.getShape()) && numElements(o) != numElements(r)) {
          op.emitOpError("source and destination tensor should have the same number of elements");
          return false;
        }
        if (shapeSize == ShapedType.DYNAMIC) {
          op.emitOpError("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
          return false;
        }
        if (shapeSize != r.getRank()) {
          op.emitOpError("length of shape operand differs from the result's tensor rank");
          return false;
        }
      }
      return true;
    }

    private static long numElements(RankedTensorType t) {
      long n = 1;
      for (long d : t.getShape()) {
        n *= d;
      }
      return n;
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldTensorReshape(op, operands, results);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ReshapeOp.of(op).result(), "reshape");
    }
  }
}
