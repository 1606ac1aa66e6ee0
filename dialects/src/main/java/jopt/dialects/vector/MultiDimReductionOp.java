package jopt.dialects.vector;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * vector.multi_reduction: {@code <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>}; the
 * listed dims reduced into the accumulator.
 */
@Op
public final class MultiDimReductionOp extends MultiDimReductionOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.multi_reduction")
      .summary("Multi-dimensional reduction operation")
      .attr("kind", VectorConstraints.KIND)
      .operand("source", VectorConstraints.VECTOR_NON_0)
      .operand("acc", TypeConstraints.ANY)
      .attr("reduction_dims", AttrConstraints.DENSE_I64_ARRAY)
      .result("dest", TypeConstraints.ANY)
      .allTypesMatch("dest", "acc")
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)")
      .build();

  MultiDimReductionOp(Operation op) {
    super(op);
  }

  /** Which dims of a source of {@code rank} {@code reductionDims} reduces. */
  static boolean[] reductionMask(long[] reductionDims, int rank) {
    boolean[] mask = new boolean[rank];
    for (long d : reductionDims) {
      if (d >= 0 && d < rank) {
        mask[(int) d] = true;
      }
    }
    return mask;
  }

  /** The type the kept dims of {@code source} form: the element type when none are kept. */
  static Type inferDestType(VectorType source, boolean[] reduced) {
    int kept = 0;
    for (boolean r : reduced) {
      kept += r ? 0 : 1;
    }
    if (kept == 0) {
      return source.getElementType();
    }
    long[] shape = new long[kept];
    boolean[] scalable = new boolean[kept];
    for (int i = 0, j = 0; i < reduced.length; i++) {
      if (!reduced[i]) {
        shape[j] = source.getDimSize(i);
        scalable[j++] = source.isScalableDim(i);
      }
    }
    return VectorType.get(shape, source.getElementType(), scalable);
  }

  /** The definition: MLIR's destination type check; maskable by a mask of the source's shape. */
  public static final class Def extends OpDefinition implements Traits.Pure, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType source = (VectorType) op.getOperand(0).getType();
      long[] dims = ((DenseArrayAttr) op.getAttr("reduction_dims")).asLongs();
      Type expected = inferDestType(source, reductionMask(dims, source.getRank()));
      Type dest = op.getResult(0).getType();
      if (!dest.equals(expected)) {
        op.emitOpError("destination type " + VectorTypes.quote(dest) + " is incompatible with source type "
            + VectorTypes.quote(source));
        return false;
      }
      return true;
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return VectorTypes.maskOf((VectorType) op.getOperand(0).getType());
    }
  }
}
