package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.ParallelInsertSliceOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's RankReducedExtractSliceOp and RankReducedInsertSliceOp (DropUnitDims.cpp): a slice whose
 * result (or inserted source) has static unit dims becomes a rank-reducing slice and a
 * {@code expand_shape} (a {@code collapse_shape} of the source), the unit dims grouped by
 * getReassociationMapForFoldingUnitDims.
 */
public final class RankReducedSlices {
  private RankReducedSlices() {}

  /**
   * MLIR's getReassociationMapForFoldingUnitDims: each dim that is not a static 1 closes a group
   * of it and the unit dims before it; trailing unit dims join the last group, or all dims are
   * dropped (no group) when every one is a unit dim.
   */
  static List<long[]> unitDimsReassociation(long[] shape) {
    List<long[]> groups = new ArrayList<>();
    List<Long> current = new ArrayList<>();
    for (int d = 0; d < shape.length; d++) {
      current.add((long) d);
      if (shape[d] == 1) {
        continue;
      }
      groups.add(toArray(current));
      current.clear();
    }
    if (!current.isEmpty() && !groups.isEmpty()) {
      long[] last = groups.remove(groups.size() - 1);
      List<Long> merged = new ArrayList<>();
      for (long d : last) {
        merged.add(d);
      }
      merged.addAll(current);
      groups.add(toArray(merged));
    }
    return groups;
  }

  private static long[] toArray(List<Long> l) {
    long[] r = new long[l.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = l.get(i);
    }
    return r;
  }

  /** The rank-reduced type of the slice: its sizes with the first {@code rank - keep} static 1s dropped. */
  private static RankedTensorType rankReducedType(RankedTensorType source, long[] staticSizes, int keep) {
    RankedTensorType inferred = ExtractSliceOp.inferResultType(source, staticSizes);
    long[] shape = inferred.getShape();
    int toDrop = shape.length - keep;
    List<Long> kept = new ArrayList<>();
    for (long s : shape) {
      if (toDrop > 0 && s == 1) {
        toDrop--;
        continue;
      }
      kept.add(s);
    }
    return RankedTensorType.get(toArray(kept), inferred.getElementType(), inferred.getEncoding());
  }

  /** MLIR's RankReducedExtractSliceOp. */
  public static final class RankReducedExtractSlice extends OpRewritePattern<ExtractSliceOp> {
    public RankReducedExtractSlice() {
      super(ExtractSliceOp.SPEC, ExtractSliceOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExtractSliceOp slice, PatternRewriter rewriter) {
      RankedTensorType resultType = slice.resultType();
      List<long[]> reassociation = unitDimsReassociation(resultType.getShape());
      if (reassociation.size() == resultType.getRank()) {
        return false;
      }
      List<OpFoldResult> sizes = slice.mixedSizes();
      RankedTensorType reduced = rankReducedType(slice.sourceType(), slice.staticSizes(), reassociation.size());
      Value newSlice = ExtractSliceOp.create(rewriter, slice.getLoc(), reduced, slice.source(), slice.mixedOffsets(),
          sizes, slice.mixedStrides()).getOperation().getResult(0);
      List<OpFoldResult> outputShape = new ArrayList<>();
      for (int d = 0; d < resultType.getRank(); d++) {
        outputShape.add(ShapedType.isDynamic(resultType.getDimSize(d)) ? sizes.get(d)
            : OpFoldResult.of(jopt.ir.attr.IntegerAttr.getIndex(resultType.getDimSize(d))));
      }
      Operation expand = ExpandShapeOp.create(rewriter, slice.getLoc(), resultType, newSlice, reassociation,
          outputShape).getOperation();
      rewriter.replaceOp(slice.getOperation(), expand.getResults());
      return true;
    }
  }

  /** MLIR's RankReducedInsertSliceOp on tensor.insert_slice. */
  public static final class RankReducedInsertSlice extends OpRewritePattern<InsertSliceOp> {
    public RankReducedInsertSlice() {
      super(InsertSliceOp.SPEC, InsertSliceOp::of);
    }

    @Override
    public boolean matchAndRewrite(InsertSliceOp insert, PatternRewriter rewriter) {
      RankedTensorType sourceType = insert.sourceType();
      List<long[]> reassociation = unitDimsReassociation(sourceType.getShape());
      if (reassociation.size() == sourceType.getRank()) {
        return false;
      }
      Value collapsed = CollapseShapeOp.create(rewriter, insert.getLoc(), insert.source(), reassociation)
          .getOperation().getResult(0);
      Operation replacement = InsertSliceOp.create(rewriter, insert.getLoc(), collapsed, insert.dest(),
          insert.mixedOffsets(), insert.mixedSizes(), insert.mixedStrides()).getOperation();
      rewriter.replaceOp(insert.getOperation(), replacement.getResults());
      return true;
    }
  }

  /** MLIR's RankReducedInsertSliceOp on tensor.parallel_insert_slice: the collapse goes before the combining op. */
  public static final class RankReducedParallelInsertSlice extends OpRewritePattern<ParallelInsertSliceOp> {
    public RankReducedParallelInsertSlice() {
      super(ParallelInsertSliceOp.SPEC, ParallelInsertSliceOp::of);
    }

    @Override
    public boolean matchAndRewrite(ParallelInsertSliceOp insert, PatternRewriter rewriter) {
      RankedTensorType sourceType = insert.sourceType();
      List<long[]> reassociation = unitDimsReassociation(sourceType.getShape());
      if (reassociation.size() == sourceType.getRank()) {
        return false;
      }
      rewriter.setInsertionPoint(insert.getOperation().getParentOp());
      Value collapsed = CollapseShapeOp.create(rewriter, insert.getLoc(), insert.source(), reassociation)
          .getOperation().getResult(0);
      rewriter.setInsertionPoint(insert.getOperation());
      Operation replacement = ParallelInsertSliceOp.create(rewriter, insert.getLoc(), collapsed, insert.dest(),
          insert.mixedOffsets(), insert.mixedSizes(), insert.mixedStrides()).getOperation();
      rewriter.replaceOp(insert.getOperation(), replacement.getResults());
      return true;
    }
  }
}
