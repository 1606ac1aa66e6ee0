package jopt.passes.memopt;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The values a chain's tiled loop of dynamic extent runs to, where the IR names them
 * ({@link TileForMemory}): for each operand of a member holding the loop plainly, the size of
 * that dimension as the op making the operand gives it (a {@code tensor.extract_slice}'s size, a
 * {@code tensor.empty}'s size operand, a structured op's result through its init). Inside a loop
 * over tiles of dynamic extent, the tiled dimension's size is the loop's tile size: a chain along
 * that loop again is told apart from one along another dynamic loop (a sequence inside a batch).
 */
final class LoopExtent {
  private LoopExtent() {}

  /** The values naming the extent of {@code chain}'s loop; empty if none is named. */
  static Set<Value> of(TileChain chain) {
    Set<Value> out = new LinkedHashSet<>();
    for (Map.Entry<Operation, Integer> e : chain.loops().entrySet()) {
      Operation op = e.getKey();
      for (int i = 0; i < op.getNumOperands(); i++) {
        int d = SliceDims.operandDim(op, i, e.getValue());
        Value size = d >= 0 ? named(size(op.getOperand(i), d)) : null;
        if (size != null) {
          out.add(size);
        }
      }
    }
    return out;
  }

  /**
   * {@code s}, or where it is a {@code tensor.dim} of a dimension whose size an op names, that
   * size (a tile's sizes along other loops are queried from the tile inside the loop).
   */
  static Value named(Value s) {
    // Each step goes to a value defined before: this ends.
    while (s != null && s.getDefiningOp() != null && DimOp.SPEC.isa(s.getDefiningOp())) {
      DimOp dim = DimOp.of(s.getDefiningOp());
      Long k = OpFoldResult.getConstantIntValue(dim.index());
      Value named = k == null ? null : size(dim.source(), k.intValue());
      if (named == null) {
        break;
      }
      s = named;
    }
    return s;
  }

  /** The value giving dimension {@code d} of {@code v} where its defining op names one; else null. */
  static Value size(Value v, int d) {
    if (!(v.getType() instanceof RankedTensorType t) || d < 0 || d >= t.getRank()
        || !ShapedType.isDynamic(t.getShape()[d])) {
      return null;
    }
    Operation def = v.getDefiningOp();
    if (def == null) {
      return null;
    }
    if (EmptyOp.SPEC.isa(def)) {
      int k = 0;
      for (int j = 0; j < d; j++) {
        k += ShapedType.isDynamic(t.getShape()[j]) ? 1 : 0;
      }
      return EmptyOp.of(def).dynamicSizes().get(k);
    }
    if (ExtractSliceOp.SPEC.isa(def)) {
      ExtractSliceOp slice = ExtractSliceOp.of(def);
      if (slice.resultType().getRank() != slice.sourceType().getRank()) {
        return null; // rank-reducing: the dimensions do not line up
      }
      OpFoldResult s = slice.mixedSizes().get(d);
      return s.isAttribute() ? null : s.value();
    }
    LinalgOp l = LinalgOp.of(def);
    if (l != null && v instanceof OpResult r) {
      return size(l.tiedInit(r.getResultNumber()), d);
    }
    return null;
  }
}
