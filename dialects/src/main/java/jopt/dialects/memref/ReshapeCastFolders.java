package jopt.dialects.memref;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;

/**
 * MLIR's CollapseShapeOpMemRefCastFolder and ExpandShapeOpMemRefCastFolder: a reshape of a
 * memref.cast that only loses static information reshapes the cast's source instead; its result
 * type is then computed from that source, and a cast back to the old type follows when the two
 * differ. An expand folds only a cast that keeps the shape (a layout cast), as mlir-opt-22 does:
 * a dimension the cast made dynamic must stay dynamic in the expansion's source.
 */
final class ReshapeCastFolders {
  private ReshapeCastFolders() {}

  /**
   * Makes {@code reshape} read {@code source}: in place when its result type stays, else as the
   * reshape {@code remake} builds (of type {@code newType}) behind a cast to the old type.
   */
  private static boolean reshapeSource(Operation reshape, PatternRewriter rewriter, Value source,
      MemRefType newType, Supplier<Value> remake) {
    Type oldType = reshape.getResult(0).getType();
    if (newType.equals(oldType)) {
      rewriter.modifyOpInPlace(reshape, () -> reshape.setOperand(0, source));
      return true;
    }
    rewriter.setInsertionPoint(reshape);
    Value folded = remake.get();
    rewriter.replaceOp(reshape, CastOp.create(rewriter, reshape.getLoc(), oldType, folded).getOperation());
    return true;
  }

  static final class CollapseShapeOpMemRefCastFolder extends OpRewritePattern<CollapseShapeOp> {
    CollapseShapeOpMemRefCastFolder() {
      super(CollapseShapeOp.SPEC, CollapseShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(CollapseShapeOp collapse, PatternRewriter rewriter) {
      CastOp cast = MemRefFolding.foldableCast(collapse.src());
      if (cast == null) {
        return false;
      }
      Value source = cast.source();
      List<long[]> groups = collapse.reassociation();
      MemRefType newType = CollapseShapeOp.computeCollapsedType((MemRefType) source.getType(), groups);
      if (newType == null) {
        return false;
      }
      Operation op = collapse.getOperation();
      return reshapeSource(op, rewriter, source, newType,
          () -> CollapseShapeOp.create(rewriter, op.getLoc(), source, groups).result());
    }
  }

  static final class ExpandShapeOpMemRefCastFolder extends OpRewritePattern<ExpandShapeOp> {
    ExpandShapeOpMemRefCastFolder() {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp expand, PatternRewriter rewriter) {
      CastOp cast = MemRefFolding.foldableCast(expand.src());
      if (cast == null) {
        return false;
      }
      Value source = cast.source();
      MemRefType sourceType = (MemRefType) source.getType();
      if (!Arrays.equals(sourceType.getShape(), ((MemRefType) expand.src().getType()).getShape())) {
        return false;
      }
      MemRefType resultType = (MemRefType) expand.result().getType();
      List<long[]> groups = expand.reassociation();
      MemRefType newType = ExpandShapeOp.computeExpandedType(sourceType, resultType.getShape(), groups);
      if (newType == null) {
        return false;
      }
      Operation op = expand.getOperation();
      return reshapeSource(op, rewriter, source, newType, () -> ExpandShapeOp.create(rewriter,
          op.getLoc(), newType, source, groups, expand.staticOutputShape(), expand.outputShape()).result());
    }
  }
}
