package jopt.dialects.tensor;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.TensorType;

/** tensor.bitcast: a tensor of another element type of the same bit width. */
@Op
public final class BitcastOp extends BitcastOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.bitcast")
      .summary("tensor bitcast operation")
      .operand("source", TensorTypes.INT_OR_FLOAT)
      .result("dest", TensorTypes.INT_OR_FLOAT)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .build();

  BitcastOp(Operation op) {
    super(op);
  }

  /** Same element bit width and compatible shapes (MLIR's areCastCompatible). */
  static boolean compatible(Type a, Type b) {
    TensorType ta = (TensorType) a;
    TensorType tb = (TensorType) b;
    return TensorTypes.bitWidth(ta.getElementType()) == TensorTypes.bitWidth(tb.getElementType())
        && TensorTypes.compatibleShapes(ta, tb);
  }

  /** The definition: the cast-compatibility check. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      BitcastOp bitcast = BitcastOp.of(op);
      return CastOp.verifyCast(op, compatible(bitcast.source().getType(), bitcast.dest().getType()));
    }
  }
}
