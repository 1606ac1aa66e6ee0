package jopt.dialects.memref;

import java.util.List;
import jopt.dialects.utils.ReshapeOps;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;

/** memref's reshapes for MLIR's shared reshape patterns (jopt.dialects.utils.ReshapePatterns). */
final class MemRefReshapes implements ReshapeOps {
  static final MemRefReshapes INSTANCE = new MemRefReshapes();

  private MemRefReshapes() {}

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
    return ShapedTypes.hasIdentityLayout(type);
  }

  /** The collapse's type is inferred from its source; null when it is not {@code resultType}. */
  @Override
  public Value collapse(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups) {
    CollapseShapeOp op = CollapseShapeOp.create(rewriter, loc, src, groups);
    if (!op.result().getType().equals(resultType)) {
      rewriter.eraseOp(op.getOperation());
      return null;
    }
    return op.result();
  }

  @Override
  public Value expand(PatternRewriter rewriter, Location loc, Type resultType, Value src, List<long[]> groups,
      long[] staticShape, List<Value> dynamicShape) {
    return ExpandShapeOp.create(rewriter, loc, (MemRefType) resultType, src, groups, staticShape, dynamicShape)
        .result();
  }

  @Override
  public Value cast(PatternRewriter rewriter, Location loc, Type resultType, Value src) {
    return CastOp.create(rewriter, loc, resultType, src).dest();
  }

  @Override
  public boolean areCastCompatible(Type from, Type to) {
    return CastOp.areCastCompatible(from, to);
  }
}
