package jopt.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.EmptyOp;
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
    return null;
  }
}
