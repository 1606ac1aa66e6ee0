package jopt.passes.tensor;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.affine.AffineComposition;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Location;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.ShapedType;
import jopt.passes.linalg.LinalgUtils;

/**
 * MLIR's populateResolveRankedShapedTypeResultDimsPatterns (DimOfReifyRankedShapedTypeOpInterface
 * on {@code tensor.dim}): the size of a dim of an op's result, as the op's
 * ReifyRankedShapedTypeOpInterface states it, replaces the {@code tensor.dim}. The ops that state
 * it here: tensor.empty, expand_shape, collapse_shape, pad, extract_slice and linalg structured ops.
 */
public final class ResolveRankedShapedTypeResultDims extends RewritePattern {
  public ResolveRankedShapedTypeResultDims() {
    super(DimOp.SPEC.name());
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    Long index = OpFoldResult.getConstantIntValue(op.getOperand(1));
    if (!(op.getOperand(0) instanceof OpResult result) || index == null || index < 0
        || !(result.getType() instanceof ShapedType type) || !type.hasRank() || index >= type.getRank()) {
      return false;
    }
    OpFoldResult size = reifyDim(rewriter, op.getLoc(), result, index.intValue());
    if (size == null) {
      return false;
    }
    rewriter.replaceOp(op, List.of(ConstantOp.valueOrCreateIndex(rewriter, op.getLoc(), size)));
    return true;
  }

  /** The size of dim {@code dim} of {@code result} as its op reifies it; null when it does not. */
  static OpFoldResult reifyDim(PatternRewriter b, Location loc, OpResult result, int dim) {
    Operation op = result.getOwner();
    ShapedType type = (ShapedType) result.getType();
    if (!type.isDynamicDim(dim)) {
      return OpFoldResult.of(IntegerAttr.getIndex(type.getDimSize(dim)));
    }
    if (EmptyOp.SPEC.isa(op)) {
      return OpFoldResult.of(EmptyOp.of(op).dynamicSizes().get(type.getDynamicDimIndex(dim)));
    }
    if (ExpandShapeOp.SPEC.isa(op)) {
      return ExpandShapeOp.of(op).mixedOutputShape().get(dim);
    }
    if (CollapseShapeOp.SPEC.isa(op)) {
      // MLIR's getCollapsedOutputDimFromInputShape: the product of the group's source dims.
      CollapseShapeOp collapse = CollapseShapeOp.of(op);
      long[] group = collapse.reassociation().get(dim);
      List<OpFoldResult> sizes = new ArrayList<>();
      AffineExpr product = null;
      for (int i = 0; i < group.length; i++) {
        sizes.add(OpFoldResult.of(LinalgUtils.createOrFoldDimOp(b, loc, collapse.src(), (int) group[i])));
        product = product == null ? AffineExpr.symbol(i) : product.mul(AffineExpr.symbol(i));
      }
      return AffineComposition.makeComposedFoldedAffineApply(b, loc, AffineMap.get(0, group.length, product), sizes);
    }
    if (PadOp.SPEC.isa(op)) {
      PadOp pad = PadOp.of(op);
      Value size = LinalgUtils.createOrFoldDimOp(b, loc, pad.source(), dim);
      AffineMap sum = AffineMap.get(3, 0, AffineExpr.dim(0).add(AffineExpr.dim(1)).add(AffineExpr.dim(2)));
      return AffineComposition.makeComposedFoldedAffineApply(b, loc, sum,
          List.of(OpFoldResult.of(size), pad.mixedLowPad().get(dim), pad.mixedHighPad().get(dim)));
    }
    if (ExtractSliceOp.SPEC.isa(op)) {
      ExtractSliceOp slice = ExtractSliceOp.of(op);
      boolean[] dropped = slice.droppedDims();
      List<OpFoldResult> sizes = slice.mixedSizes();
      int r = 0;
      for (int i = 0; i < sizes.size(); i++) {
        if (dropped[i]) {
          continue;
        }
        if (r++ == dim) {
          return sizes.get(i);
        }
      }
      return null;
    }
    if (LinalgOp.isLinalgOp(op)) {
      return reifyLinalgDim(b, loc, LinalgOp.of(op), result.getResultNumber(), dim);
    }
    return null;
  }

  /**
   * MLIR's LinalgOp::reifyResultShapes for one dim: the loop it is indexed by, sized by the first
   * operand dim that loop indexes; the init's own dim when that first dim is an init's.
   */
  private static OpFoldResult reifyLinalgDim(PatternRewriter b, Location loc, LinalgOp op, int resultNumber, int dim) {
    Operation o = op.getOperation();
    int initNumber = op.numDpsInputs() + op.tiedInitIndex(resultNumber);
    Value init = o.getOperand(initNumber);
    AffineExpr e = op.matchingIndexingMap(initNumber).getResult(dim);
    if (!(e instanceof AffineDimExpr loop)) {
      return null;
    }
    for (int i = 0; i < o.getNumOperands(); i++) {
      Value v = o.getOperand(i);
      if (!(v.getType() instanceof ShapedType s)) {
        continue;
      }
      AffineMap map = op.matchingIndexingMap(i);
      for (int d = 0; d < s.getRank(); d++) {
        if (map.getResult(d) instanceof AffineDimExpr x && x.getPosition() == loop.getPosition()) {
          Value source = i < op.numDpsInputs() ? v : init;
          int sourceDim = i < op.numDpsInputs() ? d : dim;
          return LinalgUtils.createFoldedDimOp(b, loc, source, sourceDim);
        }
      }
    }
    return null;
  }
}
