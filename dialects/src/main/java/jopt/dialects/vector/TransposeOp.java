package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.transpose: {@code %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>}; permutes the dims. */
@Op
public final class TransposeOp extends TransposeOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.transpose")
      .summary("vector transpose operation")
      .operand("vector", VectorConstraints.VECTOR)
      .attr("permutation", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", VectorConstraints.VECTOR)
      .predicate("operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")
      .build();

  TransposeOp(Operation op) {
    super(op);
  }

  /** {@code source} with its dims permuted: dim i of the result is {@code permutation[i]} of the source. */
  static VectorType transposed(VectorType source, long[] permutation) {
    long[] shape = new long[permutation.length];
    boolean[] scalable = new boolean[permutation.length];
    for (int i = 0; i < permutation.length; i++) {
      shape[i] = source.getDimSize((int) permutation[i]);
      scalable[i] = source.isScalableDim((int) permutation[i]);
    }
    return VectorType.get(shape, source.getElementType(), scalable);
  }

  /** The definition: MLIR's permutation checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType source = (VectorType) op.getOperand(0).getType();
      VectorType result = (VectorType) op.getResult(0).getType();
      int rank = result.getRank();
      if (source.getRank() != rank) {
        op.emitOpError("vector result rank mismatch: " + rank);
        return false;
      }
      long[] perm = ((DenseArrayAttr) op.getAttr("permutation")).asLongs();
      if (perm.length != rank) {
        op.emitOpError("transposition length mismatch: " + perm.length);
        return false;
      }
      boolean[] seen = new boolean[rank];
      for (int i = 0; i < rank; i++) {
        long p = perm[i];
        if (p < 0 || p >= rank) {
          op.emitOpError("transposition index out of range: " + p);
          return false;
        }
        if (seen[(int) p]) {
          op.emitOpError("duplicate position index: " + p);
          return false;
        }
        seen[(int) p] = true;
        if (result.getDimSize(i) != source.getDimSize((int) p)) {
          op.emitOpError("dimension size mismatch at: " + p);
          return false;
        }
      }
      return true;
    }
  }
}
