package jopt.ir.interfaces;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.Attrs;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;

/**
 * MLIR's ReifyRankedShapedTypeOpInterface: an op that states the sizes of its ranked shaped
 * results ({@link #reifyResultShapes}): per result, per dimension, an index attribute where the
 * size is static, else a value equal to it. Ops whose dynamic sizes are their operands
 * (memref.alloc and alloca, memref.view, memref.expand_shape, tensor.empty) create no IR; a
 * caller that must not change the IR (an analysis) passes a null builder, and an op that would
 * need new IR then returns null.
 */
public interface ReifyRankedShapedTypeOpInterface {
  /** Each result's sizes (an empty list for a result that is not shaped); null on failure. */
  List<List<OpFoldResult>> reifyResultShapes(Builder b, Operation op);

  /**
   * The sizes of a result of {@code type}: its static sizes as index attributes, its dynamic
   * ones {@code dynamic} in order; null where their numbers differ.
   */
  static List<OpFoldResult> fromType(jopt.ir.Type type, List<Value> dynamic) {
    if (!(type instanceof ShapedType t) || !t.hasRank()) {
      return List.of();
    }
    List<OpFoldResult> out = new ArrayList<>();
    int next = 0;
    for (long size : t.getShape()) {
      if (!ShapedType.isDynamic(size)) {
        out.add(OpFoldResult.of(Attrs.index(size)));
      } else if (next < dynamic.size()) {
        out.add(OpFoldResult.of(dynamic.get(next++)));
      } else {
        return null;
      }
    }
    return next == dynamic.size() ? out : null;
  }

  /**
   * The value dimension {@code dim} of {@code result} has, as its op states it without new IR;
   * null where the op does not implement the interface, cannot, or the size is static.
   */
  static Value dynamicSize(OpResult result, int dim) {
    List<Value> all = dynamicSizesOrAll(result, dim);
    return all == null || all.isEmpty() ? null : all.get(0);
  }

  /**
   * The values of the dynamic sizes of {@code result} in order, as its op states them without
   * new IR; null where the op does not implement the interface or cannot.
   */
  static List<Value> dynamicSizes(OpResult result) {
    return dynamicSizesOrAll(result, -1);
  }

  /** The dynamic sizes of {@code result}, or only dimension {@code dim}'s (at most one). */
  private static List<Value> dynamicSizesOrAll(OpResult result, int dim) {
    Operation op = result.getDefiningOp();
    ReifyRankedShapedTypeOpInterface reify =
        op.getInterface(ReifyRankedShapedTypeOpInterface.class);
    if (reify == null) {
      return null;
    }
    List<List<OpFoldResult>> shapes = reify.reifyResultShapes(null, op);
    if (shapes == null || result.getResultNumber() >= shapes.size()) {
      return null;
    }
    List<OpFoldResult> shape = shapes.get(result.getResultNumber());
    List<Value> out = new ArrayList<>();
    for (int d = 0; d < shape.size(); d++) {
      OpFoldResult s = shape.get(d);
      if ((dim < 0 || d == dim) && !s.isAttribute()) {
        out.add(s.value());
      }
    }
    return out;
  }
}
