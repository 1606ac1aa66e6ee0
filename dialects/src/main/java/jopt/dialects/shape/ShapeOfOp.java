package jopt.dialects.shape;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.InferredResultTypes;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapeCompatibility;
import jopt.ir.type.ShapedType;

/** shape.shape_of: the shape of a shaped value as an extent tensor. */
@Op
public final class ShapeOfOp extends ShapeOfOpBase {
  public static final OpSpec SPEC = OpSpec.op("shape.shape_of")
      .summary("Returns shape of a value or shaped type operand")
      .operand("arg", ShapeTypes.SHAPED)
      .result("result", ShapeTypes.SHAPE_OR_EXTENT_TENSOR)
      .format("$arg attr-dict `:` type($arg) `->` type($result)")
      .build();

  ShapeOfOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's inferred result type, and its canonicalization of extracts. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /**
     * MLIR's InferTypeOpInterface check: the result is {@code !shape.shape} for a value shape,
     * else the extent tensor of the operand's rank ({@code tensor<?xindex>} when unranked); a
     * {@code !shape.shape} on either side, or a compatible shape, is accepted.
     */
    @Override
    public boolean verify(Operation op) {
      Type arg = ShapeOfOp.of(op).arg().getType();
      Type inferred = arg instanceof ShapedType shaped
          ? RankedTensorType.get(new long[] {shaped.hasRank() ? shaped.getRank() : ShapedType.DYNAMIC},
              IndexType.get())
          : ShapeDialectType.SHAPE;
      return InferredResultTypes.verify(op, List.of(inferred), (l, r) -> compatible(l.get(0), r.get(0)));
    }

    private static boolean compatible(Type inferred, Type actual) {
      return inferred == ShapeDialectType.SHAPE || actual == ShapeDialectType.SHAPE
          || inferred instanceof ShapedType && actual instanceof ShapedType
              && ShapeCompatibility.compatible(inferred, actual);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ShapeCanonicalization.ExtractFromShapeOf());
    }
  }
}
