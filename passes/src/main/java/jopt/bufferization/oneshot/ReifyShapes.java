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
    if (LinalgOp.isLinalgOp(op)) {
      // A structured op's result has the shape of its init.
      return Buffers.populateDynamicDimSizes(b, loc, LinalgOp.of(op).tiedInit(result.getResultNumber()));
    }
    return null;
  }
}
