package jopt.dialects.shape;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** shape.shape_of: the shape of a shaped value as an extent tensor. */
@Op
public final class ShapeOfOp extends ShapeOfOpBase {
  public static final OpSpec SPEC = OpSpec.op("shape.shape_of")
      .summary("Returns shape of a value or shaped type operand")
      .operand("arg", ShapeTypes.SHAPED)
      .result("result", ShapeTypes.EXTENT_TENSOR)
      .format("$arg attr-dict `:` type($arg) `->` type($result)")
      .build();

  ShapeOfOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's verifier of the result's size, and its canonicalization of extracts. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ShapeOfOp shapeOf = ShapeOfOp.of(op);
      if (shapeOf.arg().getType() instanceof ShapedType arg && arg.hasRank()
          && shapeOf.result().getType() instanceof RankedTensorType result
          && !result.isDynamicDim(0) && result.getDimSize(0) != arg.getRank()) {
        op.emitOpError("the result length " + result.getDimSize(0)
            + " does not match the rank " + arg.getRank() + " of the operand");
        return false;
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ShapeCanonicalization.ExtractFromShapeOf());
    }
  }
}
