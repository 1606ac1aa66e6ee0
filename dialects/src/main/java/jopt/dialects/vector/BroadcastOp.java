package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/** vector.broadcast: {@code %s : f32 to vector<4xf32>}; duplicates a scalar or vector into leading dims. */
@Op
public final class BroadcastOp extends BroadcastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.broadcast")
      .summary("broadcast operation")
      .operand("source", TypeConstraints.ANY)
      .result("vector", VectorConstraints.VECTOR)
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$source attr-dict `:` type($source) `to` type($vector)")
      .build();

  BroadcastOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's broadcastability check, folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      long[] m = new long[4];
      switch (VectorTypes.broadcastable(op.getOperand(0).getType(), (VectorType) op.getResult(0).getType(), m)) {
        case SUCCESS:
          return true;
        case SOURCE_RANK_HIGHER:
          op.emitOpError("source rank higher than destination rank");
          return false;
        case DIMENSION_MISMATCH:
          op.emitOpError("dimension mismatch (" + dim(m[0], m[1]) + " vs. " + dim(m[2], m[3]) + ")");
          return false;
        default:
          op.emitOpError("source type is not a vector");
          return false;
      }
    }

    private static String dim(long size, long scalable) {
      return scalable != 0 ? "[" + size + "]" : Long.toString(size);
    }
  }
}
