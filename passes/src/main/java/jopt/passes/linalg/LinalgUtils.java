package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.ShapedType;

/**
 * Shape helpers of MLIR's linalg and tensor utilities, creating ops in the order MLIR creates
 * them (so that the constants and dims a rewrite leaves print as mlir-opt's do).
 */
public final class LinalgUtils {
  private LinalgUtils() {}

  /**
   * MLIR's createOrFoldDimOp: the index constant, then a {@code tensor.dim} (or {@code
   * memref.dim}) of {@code source} unless it folds.
   */
  public static Value createOrFoldDimOp(PatternRewriter b, Location loc, Value source, int dim) {
    Value index = ConstantOp.createIndex(b, loc, dim);
    Builder detached = new Builder(b.getContext());
    Operation op = source.getType() instanceof BaseMemRefType
        ? jopt.dialects.memref.DimOp.create(detached, loc, source, index).getOperation()
        : jopt.dialects.tensor.DimOp.create(detached, loc, source, index).getOperation();
    return OperationFolding.createOrFold(b, op).get(0);
  }

  /** MLIR's createFoldedDimOp: a static size as an index attribute, else {@link #createOrFoldDimOp}. */
  public static OpFoldResult createFoldedDimOp(PatternRewriter b, Location loc, Value source, int dim) {
    ShapedType type = (ShapedType) source.getType();
    if (type.isDynamicDim(dim)) {
      return OpFoldResult.of(createOrFoldDimOp(b, loc, source, dim));
    }
    return OpFoldResult.of(IntegerAttr.getIndex(type.getDimSize(dim)));
  }

  /** MLIR's tensor::getMixedSizes: each dim of {@code value}, static as an attribute. */
  public static List<OpFoldResult> getMixedSizes(PatternRewriter b, Location loc, Value value) {
    ShapedType type = (ShapedType) value.getType();
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < type.getRank(); i++) {
      r.add(createFoldedDimOp(b, loc, value, i));
    }
    return r;
  }

  /**
   * The sizes of MLIR's LinalgOp::createLoopRanges: the dims of every shaped operand (all are
   * made, as MLIR's createFlatListOfOperandDims), each loop taking the first operand dim its
   * loops-to-shapes map gives it; null for a loop no dim gives.
   */
  public static List<OpFoldResult> createLoopSizes(PatternRewriter b, Location loc, LinalgOp op) {
    List<OpFoldResult> viewSizes = new ArrayList<>();
    for (Value v : op.getOperation().getOperands()) {
      if (v.getType() instanceof ShapedType s) {
        for (int d = 0; d < s.getRank(); d++) {
          viewSizes.add(createFoldedDimOp(b, loc, v, d));
        }
      }
    }
    AffineMap map = op.loopsToShapesMap();
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < map.getNumDims(); i++) {
      r.add(null);
    }
    for (int i = 0; i < map.getNumResults(); i++) {
      if (map.getResult(i) instanceof AffineDimExpr d && r.get(d.getPosition()) == null) {
        r.set(d.getPosition(), viewSizes.get(i));
      }
    }
    return r;
  }

  /** MLIR's getValueOrCreateConstantIndexOp. */
  public static Value valueOrConstantIndex(Builder b, Location loc, OpFoldResult r) {
    return ConstantOp.valueOrCreateIndex(b, loc, r);
  }
}
