package jopt.dialects.shape;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** shape.to_extent_tensor: a shape as an extent tensor (between extent tensors, a cast). */
@Op
public final class ToExtentTensorOp extends ToExtentTensorOpBase {
  public static final OpSpec SPEC = OpSpec.op("shape.to_extent_tensor")
      .summary("Creates a dimension tensor from a shape")
      .operand("input", ShapeTypes.SHAPE_OR_EXTENT_TENSOR)
      .result("result", TypeConstraints.tensorOf(TypeConstraints.INDEX))
      .format("$input attr-dict `:` type($input) `->` type($result)")
      .build();

  ToExtentTensorOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's fold of a cast to the input's own type. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ToExtentTensorOp cast = ToExtentTensorOp.of(op);
      if (!cast.input().getType().equals(cast.result().getType())) {
        return false;
      }
      results.add(OpFoldResult.of(cast.input()));
      return true;
    }
  }
}
