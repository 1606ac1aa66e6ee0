package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.type.ShapedType;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.dialects.affine.AffineComposition;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpFoldResult;

/**
 * The dynamic sizes of an op result where its op can state them (MLIR's
 * ReifyRankedShapedTypeOpInterface, for the ops bufferization allocates for): the ops that
 * implement {@link jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface} (tensor.empty: its size
 * operands), and here the others' sizes (slices, generate, splat, pad, concat, structured ops).
 * Null: the caller reads them with tensor.dim.
 */
final class ReifyShapes {
  private ReifyShapes() {}

  static List<Value> reify(Builder b, Location loc, OpResult result) {
    Operation op = result.getDefiningOp();
    // Ops that state their sizes without new IR (tensor.empty: its size operands).
    List<Value> stated = jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.dynamicSizes(result);
    if (stated != null) {
      return new ArrayList<>(stated);
    }
    if (op.getName().equals(ExtractSliceOp.SPEC.name())) {
      // The sizes of the dimensions the slice keeps; a dynamic result dimension has a dynamic size.
      ExtractSliceOp e = ExtractSliceOp.of(op);
      long[] resultShape = ((ShapedType) result.getType()).getShape();
      long[] sizes = e.staticSizes();
      List<Value> dynamic = new ArrayList<>();
      int r = 0;
      int d = 0;
      for (long size : sizes) {
        boolean isDynamic = ShapedType.isDynamic(size);
        if (r < resultShape.length && (isDynamic ? ShapedType.isDynamic(resultShape[r]) : size == resultShape[r])) {
          if (isDynamic) {
            dynamic.add(e.sizes().get(d));
          }
          r++;
        }
        if (isDynamic) {
          d++;
        }
      }
      return dynamic;
    }
    if (op.getName().equals(jopt.dialects.tensor.GenerateOp.SPEC.name())) {
      return new ArrayList<>(jopt.dialects.tensor.GenerateOp.of(op).dynamicExtents());
    }
    if (op.getName().equals(jopt.dialects.tensor.SplatOp.SPEC.name())) {
      return new ArrayList<>(jopt.dialects.tensor.SplatOp.of(op).dynamicSizes());
    }
    if (op.getName().equals(jopt.dialects.tensor.PadOp.SPEC.name())) {
      return reifyPad(b, loc, jopt.dialects.tensor.PadOp.of(op));
    }
    if (op.getName().equals(jopt.dialects.tensor.ConcatOp.SPEC.name())) {
      return reifyConcat(b, loc, jopt.dialects.tensor.ConcatOp.of(op));
    }
    if (LinalgOp.isLinalgOp(op)) {
      // A structured op's result has the shape of its init.
      return Buffers.populateDynamicDimSizes(b, loc, LinalgOp.of(op).tiedInit(result.getResultNumber()));
    }
    return null;
  }

  /**
   * tensor.concat's dynamic sizes off the concatenated dimension: the inferred static size, else
   * the first input's; along the concatenated dimension, the sum of the inputs' sizes (MLIR's
   * ConcatOp::reifyResultShapes).
   */
  private static List<Value> reifyConcat(Builder b, Location loc, jopt.dialects.tensor.ConcatOp concat) {
    ShapedType type = (ShapedType) concat.result().getType();
    List<jopt.ir.Type> inputTypes = new ArrayList<>();
    for (Value v : concat.inputs()) {
      inputTypes.add(v.getType());
    }
    ShapedType inferred = jopt.dialects.tensor.ConcatOp.inferResultType(concat.dim(), inputTypes);
    Value init = concat.inputs().get(0);
    List<Value> sizes = new ArrayList<>();
    int dim = (int) concat.dim();
    for (int i = 0; i < type.getRank(); i++) {
      if (i == dim || !type.isDynamicDim(i)) {
        continue;
      }
      if (!inferred.isDynamicDim(i)) {
        sizes.add(Buffers.constantIndex(b, loc, inferred.getDimSize(i)));
      } else {
        sizes.add(jopt.dialects.tensor.DimOp.create(b, loc, init, Buffers.constantIndex(b, loc, i))
            .getOperation().getResult(0));
      }
    }
    if (type.isDynamicDim(dim)) {
      // The sum of the inputs' sizes along the concatenated dimension.
      AffineExpr sum = AffineExpr.dim(0);
      List<OpFoldResult> inputSizes = new ArrayList<>();
      inputSizes.add(OpFoldResult.of(createOrFoldTensorDim(b, loc, init, dim)));
      for (int k = 1; k < concat.inputs().size(); k++) {
        sum = sum.add(AffineExpr.dim(k));
        inputSizes.add(OpFoldResult.of(createOrFoldTensorDim(b, loc, concat.inputs().get(k), dim)));
      }
      Value concatSize = Buffers.valueOrConstantIndex(b, loc, AffineComposition.makeComposedFoldedAffineApply(b, loc,
          AffineMap.get(concat.inputs().size(), 0, sum), inputSizes));
      sizes.add(type.getDynamicDimIndex(dim), concatSize);
    }
    return sizes;
  }

  /** MLIR's PadOp::reifyResultShapes: a dynamic dimension is the source's plus both paddings. */
  private static List<Value> reifyPad(Builder b, Location loc, jopt.dialects.tensor.PadOp pad) {
    ShapedType type = (ShapedType) pad.result().getType();
    List<OpFoldResult> low = pad.mixedLowPad();
    List<OpFoldResult> high = pad.mixedHighPad();
    AffineMap sum = AffineMap.get(3, 0, AffineExpr.dim(0).add(AffineExpr.dim(1)).add(AffineExpr.dim(2)));
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < type.getRank(); i++) {
      if (!type.isDynamicDim(i)) {
        continue;
      }
      Value dim = createOrFoldTensorDim(b, loc, pad.source(), i);
      sizes.add(Buffers.valueOrConstantIndex(b, loc, AffineComposition.makeComposedFoldedAffineApply(b, loc, sum,
          List.of(OpFoldResult.of(dim), low.get(i), high.get(i)))));
    }
    return sizes;
  }

  /**
   * {@code createOrFold<tensor::DimOp>(source, i)}: the index constant, then the size as MLIR's
   * DimOp::fold finds it (a static size as a constant, a tensor.generate's extent, a dynamic size
   * of a slice that keeps the rank, the dim of a cast's more static source) or a tensor.dim.
   */
  static Value createOrFoldTensorDim(Builder b, Location loc, Value source, int i) {
    Value index = Buffers.constantIndex(b, loc, i);
    ShapedType type = (ShapedType) source.getType();
    if (!type.isDynamicDim(i)) {
      return Buffers.constantIndex(b, loc, type.getDimSize(i));
    }
    Operation def = source.getDefiningOp();
    if (def != null && def.getName().equals(jopt.dialects.tensor.GenerateOp.SPEC.name())) {
      return jopt.dialects.tensor.GenerateOp.of(def).dynamicExtents().get(type.getDynamicDimIndex(i));
    }
    if (def != null && def.getName().equals(ExtractSliceOp.SPEC.name())) {
      ExtractSliceOp slice = ExtractSliceOp.of(def);
      long[] staticSizes = slice.staticSizes();
      if (((ShapedType) slice.source().getType()).getRank() == type.getRank() && ShapedType.isDynamic(staticSizes[i])) {
        int at = 0;
        for (int d = 0; d < i; d++) {
          if (ShapedType.isDynamic(staticSizes[d])) {
            at++;
          }
        }
        return slice.sizes().get(at);
      }
    }
    if (jopt.dialects.tensor.CastOp.canFoldIntoConsumerOp(def)) {
      source = def.getOperand(0);
    }
    return jopt.dialects.tensor.DimOp.create(b, loc, source, index).result();
  }
}
