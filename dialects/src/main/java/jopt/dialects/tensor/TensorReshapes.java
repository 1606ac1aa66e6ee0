package jopt.dialects.tensor;

import java.util.List;
import jopt.dialects.utils.ReshapeOps;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.PatternRewriter;

/** tensor's reshapes for MLIR's shared reshape patterns (jopt.dialects.utils.ReshapePatterns). */
final class TensorReshapes implements ReshapeOps {
  static final TensorReshapes INSTANCE = new TensorReshapes();

  private TensorReshapes() {}

  @Override
  public OpSpec collapseSpec() {
    return CollapseShapeOp.SPEC;
  }

  @Override
  public OpSpec expandSpec() {
    return ExpandShapeOp.SPEC;
  }

  @Override
  public boolean hasIdentityLayout(Type type) {
    return true;
  }

  @Override
  public Value collapse(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups) {
    return CollapseShapeOp.create(rewriter, loc, resultType, src, groups).result();
  }

  @Override
  public Value expand(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups,
      long[] staticShape, List<Value> dynamicShape) {
    return ExpandShapeOp.create(rewriter, loc, src, dynamicShape, ArrayAttr.ofIndexLists(groups),
        TensorAsm.i64Array(staticShape), resultType).result();
  }

  @Override
  public Value cast(PatternRewriter rewriter, Location loc, Type resultType, Value src) {
    return CastOp.create(rewriter, loc, src, resultType).dest();
  }

  @Override
  public boolean areCastCompatible(Type from, Type to) {
    return TensorTypes.castCompatible(from, to);
  }
}
