package jopt.dialects.memref;

import java.util.List;
import jopt.dialects.utils.Reassociations;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's reshape canonicalizations of memref.collapse_shape and memref.expand_shape (from
 * ReshapeOpsUtils): two reshapes of one kind as one (ComposeReassociativeReshapeOps), and a
 * collapse of an expand or an expand of a collapse as one reshape or a cast. Each applies only
 * when the memrefs involved have the identity layout, as in MLIR.
 */
final class ReshapePatterns {
  private ReshapePatterns() {}

  /** A collapse of a collapse is one collapse. */
  static final class ComposeCollapses extends OpRewritePattern<CollapseShapeOp> {
    ComposeCollapses() {
      super(CollapseShapeOp.SPEC, CollapseShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(CollapseShapeOp op, PatternRewriter rewriter) {
      Operation def = op.src().getDefiningOp();
      if (def == null || !def.getName().equals(CollapseShapeOp.SPEC.name())) {
        return false;
      }
      CollapseShapeOp producer = CollapseShapeOp.of(def);
      if (!identity(producer.src(), op.src(), op.result())) {
        return false;
      }
      List<long[]> groups = Reassociations.compose(producer.reassociation(), op.reassociation());
      return groups != null && replaceByCollapse(op.getOperation(), producer.src(), groups, rewriter);
    }
  }

  /** An expand of an expand is one expand, with the outer expand's output shape. */
  static final class ComposeExpands extends OpRewritePattern<ExpandShapeOp> {
    ComposeExpands() {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp op, PatternRewriter rewriter) {
      Operation def = op.src().getDefiningOp();
      if (def == null || !def.getName().equals(ExpandShapeOp.SPEC.name())) {
        return false;
      }
      ExpandShapeOp producer = ExpandShapeOp.of(def);
      if (!identity(producer.src(), op.src(), op.result())) {
        return false;
      }
      List<long[]> groups = Reassociations.compose(producer.reassociation(), op.reassociation());
      if (groups == null) {
        return false;
      }
      rewriter.setInsertionPoint(op.getOperation());
      ExpandShapeOp merged = ExpandShapeOp.create(rewriter, op.getOperation().getLoc(),
          (MemRefType) op.result().getType(), producer.src(), groups, op.staticOutputShape(), op.outputShape());
      rewriter.replaceOp(op.getOperation(), List.of(merged.result()));
      return true;
    }
  }

  /** MLIR's ComposeCollapseOfExpandOp: collapse(expand(x)) as one collapse, expand or cast of x. */
  static final class CollapseOfExpand extends OpRewritePattern<CollapseShapeOp> {
    CollapseOfExpand() {
      super(CollapseShapeOp.SPEC, CollapseShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(CollapseShapeOp op, PatternRewriter rewriter) {
      Operation def = op.src().getDefiningOp();
      if (def == null || !def.getName().equals(ExpandShapeOp.SPEC.name())) {
        return false;
      }
      ExpandShapeOp expand = ExpandShapeOp.of(def);
      Type srcType = expand.src().getType();
      Type resultType = op.result().getType();
      if (!identity(op.src(), expand.src(), expand.result()) || srcType.equals(resultType)) {
        return false;
      }
      int srcRank = ShapedTypes.rank(srcType);
      int resultRank = ShapedTypes.rank(resultType);
      List<long[]> groups = srcRank > resultRank
          ? Reassociations.coverGroups(expand.reassociation(), op.reassociation())
          : Reassociations.coverGroups(op.reassociation(), expand.reassociation());
      if (groups == null) {
        return false;
      }
      Operation root = op.getOperation();
      if (srcRank > resultRank) {
        return replaceByCollapse(root, expand.src(), groups, rewriter);
      }
      rewriter.setInsertionPoint(root);
      if (srcRank == resultRank) {
        rewriter.replaceOp(root, List.of(CastOp.create(rewriter, root.getLoc(), resultType, expand.src()).dest()));
        return true;
      }
      // The new output shape multiplies the expand's sizes in each collapse group; only static
      // sizes here (MLIR builds arith.muli for dynamic ones).
      long[] outer = expand.staticOutputShape();
      long[] shape = new long[op.reassociation().size()];
      for (int g = 0; g < shape.length; g++) {
        long product = 1;
        for (long d : op.reassociation().get(g)) {
          if (outer[(int) d] == ShapedType.DYNAMIC) {
            return false;
          }
          product *= outer[(int) d];
        }
        shape[g] = product;
      }
      ExpandShapeOp merged = ExpandShapeOp.create(rewriter, root.getLoc(), (MemRefType) resultType,
          expand.src(), groups, shape, List.of());
      rewriter.replaceOp(root, List.of(merged.result()));
      return true;
    }
  }

  /** MLIR's ComposeExpandOfCollapseOp: expand(collapse(x)) as one collapse, expand or cast of x. */
  static final class ExpandOfCollapse extends OpRewritePattern<ExpandShapeOp> {
    ExpandOfCollapse() {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp op, PatternRewriter rewriter) {
      Operation def = op.src().getDefiningOp();
      if (def == null || !def.getName().equals(CollapseShapeOp.SPEC.name())) {
        return false;
      }
      CollapseShapeOp collapse = CollapseShapeOp.of(def);
      Type srcType = collapse.src().getType();
      Type resultType = op.result().getType();
      Operation root = op.getOperation();
      if (!identity(op.src(), collapse.src(), collapse.result())) {
        if (((ShapedType) srcType).hasStaticShape() && CastOp.areCastCompatible(srcType, resultType)) {
          rewriter.setInsertionPoint(root);
          rewriter.replaceOp(root, List.of(CastOp.create(rewriter, root.getLoc(), resultType, collapse.src()).dest()));
          return true;
        }
        return false;
      }
      int srcRank = ShapedTypes.rank(srcType);
      int resultRank = ShapedTypes.rank(resultType);
      if (srcRank == resultRank) {
        return false;
      }
      long[] src = ShapedTypes.shape(srcType);
      long[] result = ShapedTypes.shape(resultType);
      if (srcRank > resultRank) {
        List<long[]> groups = Reassociations.findCollapsing(collapse.reassociation(), op.reassociation(), src, result);
        return groups != null && replaceByCollapse(root, collapse.src(), groups, rewriter);
      }
      List<long[]> groups = Reassociations.findCollapsing(op.reassociation(), collapse.reassociation(), result, src);
      if (groups == null) {
        return false;
      }
      rewriter.setInsertionPoint(root);
      ExpandShapeOp merged = ExpandShapeOp.create(rewriter, root.getLoc(), (MemRefType) resultType,
          collapse.src(), groups, op.staticOutputShape(), op.outputShape());
      rewriter.replaceOp(root, List.of(merged.result()));
      return true;
    }
  }

  /** MLIR's hasNonIdentityLayout, negated for all three. */
  private static boolean identity(Value a, Value b, Value c) {
    return ShapedTypes.hasIdentityLayout(a.getType()) && ShapedTypes.hasIdentityLayout(b.getType())
        && ShapedTypes.hasIdentityLayout(c.getType());
  }

  /**
   * Replaces {@code root} by a collapse of {@code src}; MLIR keeps root's result type, so the
   * rewrite is dropped when the inferred type differs from it.
   */
  private static boolean replaceByCollapse(Operation root, Value src, List<long[]> groups, PatternRewriter rewriter) {
    rewriter.setInsertionPoint(root);
    CollapseShapeOp merged = CollapseShapeOp.create(rewriter, root.getLoc(), src, groups);
    if (!merged.result().getType().equals(root.getResult(0).getType())) {
      rewriter.eraseOp(merged.getOperation());
      return false;
    }
    rewriter.replaceOp(root, List.of(merged.result()));
    return true;
  }
}
