package jopt.passes.tensor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.MixedValues;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.passes.linalg.LinalgUtils;

/**
 * MLIR's populateBubbleUpExpandShapePatterns (tensor ReshapePatterns.cpp):
 * BubbleUpExpandThroughParallelCollapse swaps an expand_shape of a collapse_shape whose groups
 * do not intersect, so that the expansion meets the producer of the collapse first.
 */
public final class BubbleUpExpandShape {
  private BubbleUpExpandShape() {}

  public static List<RewritePattern> patterns() {
    return List.of(new BubbleUpExpandThroughParallelCollapse());
  }

  /** MLIR's BubbleUpExpandThroughParallelCollapse. */
  public static final class BubbleUpExpandThroughParallelCollapse extends OpRewritePattern<ExpandShapeOp> {
    public BubbleUpExpandThroughParallelCollapse() {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp expand, PatternRewriter rewriter) {
      Operation collapseOp = expand.src().getDefiningOp();
      if (collapseOp == null || !CollapseShapeOp.SPEC.isa(collapseOp)) {
        return false;
      }
      List<long[]> expandGroups = expand.reassociation();
      List<long[]> collapseGroups = ArrayAttr.indexLists(collapseOp.getAttr("reassociation"));
      if (expandGroups.isEmpty()) {
        return false;
      }
      Value collapseSrc = collapseOp.getOperand(0);
      long[] sourceShape = ((RankedTensorType) collapseSrc.getType()).getShape();
      long[] resultShape = expand.staticOutputShape();
      for (int i = 0; i < expandGroups.size(); i++) {
        long[] e = expandGroups.get(i);
        long[] c = collapseGroups.get(i);
        if (c.length == e.length) {
          long[] collapsed = Arrays.copyOfRange(sourceShape, (int) c[0], (int) c[0] + c.length);
          long[] expanded = Arrays.copyOfRange(resultShape, (int) e[0], (int) e[0] + e.length);
          if (countDynamic(collapsed) > 1 || countDynamic(expanded) > 1 || !Arrays.equals(collapsed, expanded)) {
            return false;
          }
          continue;
        }
        if (c.length != 1 && e.length != 1) {
          return false;
        }
      }
      Location loc = expand.getLoc();
      List<OpFoldResult> sourceSizes = LinalgUtils.getMixedSizes(rewriter, loc, collapseSrc);
      List<OpFoldResult> resultSizes = expand.mixedOutputShape();
      List<long[]> newExpandGroups = new ArrayList<>();
      List<long[]> newCollapseGroups = new ArrayList<>();
      List<OpFoldResult> newExpandSizes = new ArrayList<>();
      int newExpandIndex = 0;
      int newCollapseIndex = 0;
      int sourceIndex = 0;
      int resultIndex = 0;
      for (int idx = 0; idx < collapseGroups.size(); idx++) {
        long[] c = collapseGroups.get(idx);
        long[] e = expandGroups.get(idx);
        if (c.length == e.length) {
          for (int i = 0; i < c.length; i++) {
            newCollapseGroups.add(new long[] {newCollapseIndex++});
            newExpandGroups.add(new long[] {newExpandIndex++});
            newExpandSizes.add(resultSizes.get(resultIndex++));
            sourceIndex++;
          }
          continue;
        }
        if (c.length != 1) {
          long[] group = new long[c.length];
          for (int i = 0; i < c.length; i++) {
            group[i] = newCollapseIndex++;
            newExpandGroups.add(new long[] {newExpandIndex++});
            newExpandSizes.add(sourceSizes.get(sourceIndex++));
          }
          resultIndex++;
          newCollapseGroups.add(group);
          continue;
        }
        long[] group = new long[e.length];
        for (int i = 0; i < e.length; i++) {
          group[i] = newExpandIndex++;
          newCollapseGroups.add(new long[] {newCollapseIndex++});
          newExpandSizes.add(resultSizes.get(resultIndex++));
        }
        newExpandGroups.add(group);
        sourceIndex++;
      }
      RankedTensorType resultType = (RankedTensorType) expand.result().getType();
      RankedTensorType expandType = RankedTensorType.get(MixedValues.of(newExpandSizes).statics(),
          resultType.getElementType(), resultType.getEncoding());
      Value newCollapseSrc = collapseSrc;
      if (newExpandGroups.size() != newExpandSizes.size()) {
        newCollapseSrc = ExpandShapeOp.create(rewriter, loc, expandType, newCollapseSrc, newExpandGroups, newExpandSizes)
            .getOperation().getResult(0);
      }
      Value replacement = newCollapseSrc;
      if (newCollapseGroups.size() != newExpandSizes.size()) {
        replacement = CollapseShapeOp.create(rewriter, loc, newCollapseSrc, newCollapseGroups).getOperation().getResult(0);
      }
      rewriter.replaceOp(expand.getOperation(), List.of(replacement));
      return true;
    }

    private static int countDynamic(long[] shape) {
      int n = 0;
      for (long d : shape) {
        n += d == ShapedType.DYNAMIC ? 1 : 0;
      }
      return n;
    }
  }
}
