package jopt.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.type.ShapedType;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The dynamic sizes of an op result where its op can state them without new IR (MLIR's
 * ReifyRankedShapedTypeOpInterface, for the ops bufferization allocates for): tensor.empty
 * gives its size operands. Null: the caller reads them with tensor.dim.
 */
final class ReifyShapes {
  private ReifyShapes() {}

  static List<Value> reify(Builder b, Location loc, OpResult result) {
    Operation op = result.getDefiningOp();
    if (op.getName().equals(EmptyOp.SPEC.name())) {
      return new ArrayList<>(EmptyOp.of(op).dynamicSizes());
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
   * the first input's (MLIR's ConcatOp::reifyResultShapes; a dynamic concatenated dimension is
   * not reached, jopt does not bufferize it).
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
    for (int i = 0; i < type.getRank(); i++) {
      if (i == concat.dim() || !type.isDynamicDim(i)) {
        continue;
      }
      if (!inferred.isDynamicDim(i)) {
        sizes.add(Buffers.constantIndex(b, loc, inferred.getDimSize(i)));
      } else {
        sizes.add(jopt.dialects.tensor.DimOp.create(b, loc, init, Buffers.constantIndex(b, loc, i))
            .getOperation().getResult(0));
      }
    }
    return sizes;
  }
}
