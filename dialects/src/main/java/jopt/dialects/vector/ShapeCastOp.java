package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.shape_cast: {@code %v : vector<4x3xf32> to vector<12xf32>}; the same elements in another shape. */
@Op
public final class ShapeCastOp extends ShapeCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.shape_cast")
      .summary("shape_cast casts between vector shapes")
      .operand("source", VectorConstraints.VECTOR)
      .result("result", VectorConstraints.VECTOR)
      .format("$source attr-dict `:` type($source) `to` type($result)")
      .build();

  ShapeCastOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's element count and scalability checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType source = (VectorType) op.getOperand(0).getType();
      VectorType result = (VectorType) op.getResult(0).getType();
      if (!source.getElementType().equals(result.getElementType())) {
        op.emitOpError("has different source and result element types");
        return false;
      }
      long s = VectorTypes.numElements(source);
      long r = VectorTypes.numElements(result);
      if (s != r) {
        op.emitOpError("has different number of elements at source (" + s + ") and result (" + r + ")");
        return false;
      }
      int ss = VectorTypes.numScalableDims(source);
      int rs = VectorTypes.numScalableDims(result);
      if (ss != rs) {
        op.emitOpError("has different number of scalable dims at source (" + ss + ") and result (" + rs + ")");
        return false;
      }
      return true;
    }
  }
}
