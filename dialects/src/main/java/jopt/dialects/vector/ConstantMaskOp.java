package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.constant_mask: {@code [3, 2] : vector<4x3xi1>}; true in the leading hyper-rectangle. */
@Op
public final class ConstantMaskOp extends ConstantMaskOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.constant_mask")
      .summary("creates a constant vector mask")
      .attr("mask_dim_sizes", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", VectorConstraints.I1_VECTOR_ANY_RANK)
      .format("$mask_dim_sizes attr-dict `:` type(results)")
      .build();

  ConstantMaskOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's bound checks; folders. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType type = (VectorType) ConstantMaskOp.of(op).result().getType();
      long[] sizes = ((DenseArrayAttr) op.getAttr("mask_dim_sizes")).asLongs();
      if (type.getRank() == 0) {
        if (sizes.length != 1) {
          op.emitError("array attr must have length 1 for 0-D vectors");
          return false;
        }
        if (sizes[0] != 0 && sizes[0] != 1) {
          op.emitError("mask dim size must be either 0 or 1 for 0-D vectors");
          return false;
        }
        return true;
      }
      if (sizes.length != type.getRank()) {
        op.emitOpError("must specify array attr of size equal vector result rank");
        return false;
      }
      boolean anyZero = false;
      boolean allZero = true;
      for (int i = 0; i < sizes.length; i++) {
        if (sizes[i] < 0 || sizes[i] > type.getDimSize(i)) {
          op.emitOpError("array attr of size out of bounds of vector result dimension size");
          return false;
        }
        if (type.isScalableDim(i) && sizes[i] != 0 && sizes[i] != type.getDimSize(i)) {
          op.emitOpError("only supports 'none set' or 'all set' scalable dimensions");
          return false;
        }
        anyZero |= sizes[i] == 0;
        allZero &= sizes[i] == 0;
      }
      if (anyZero && !allZero) {
        op.emitOpError("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
        return false;
      }
      return true;
    }
  
    /** All set or none set: a splat of true or false. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      VectorType type = (VectorType) ConstantMaskOp.of(op).result().getType();
      long[] bounds = ((DenseArrayAttr) op.getAttr("mask_dim_sizes")).asLongs();
      Boolean splat = null;
      if (type.getRank() == 0) {
        splat = bounds[0] == 1;
      } else if (java.util.Arrays.equals(bounds, type.getShape())) {
        splat = true;
      } else if (java.util.Arrays.stream(bounds).allMatch(b -> b == 0)) {
        splat = false;
      }
      if (splat == null) {
        return false;
      }
      results.add(OpFoldResult.of(DenseElementsAttr.ofBools(type, splat)));
      return true;
    }
  }
}
