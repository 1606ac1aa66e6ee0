package jopt.passes.memopt;

import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Dynamic sizes of a value computed in place from a {@code tensor.empty} ({@link
 * HoistInsertDestinations}): a {@code tensor.dim} of the value at a constant dimension is the
 * empty's size operand there (tied inits keep the sizes), which is defined before the value; a
 * destination sized by it can then be made before the empty.
 */
final class SourceSizes {
  private SourceSizes() {}

  /**
   * Replaces each operand of {@code op} that is a {@code tensor.dim} of {@code source} by
   * {@code root}'s size at that dimension (root a {@code tensor.empty} of {@code source}'s type);
   * returns false if one cannot be (nothing is replaced then).
   */
  static boolean resolve(Operation op, Value source, Operation root) {
    if (!EmptyOp.SPEC.isa(root) || !root.getResult(0).getType().equals(source.getType())) {
      return false;
    }
    RankedTensorType t = (RankedTensorType) source.getType();
    java.util.List<Value> given = EmptyOp.of(root).dynamicSizes();
    Value[] replacement = new Value[op.getNumOperands()];
    for (int i = 0; i < op.getNumOperands(); i++) {
      Operation def = op.getOperand(i).getDefiningOp();
      if (def == null || !DimOp.SPEC.isa(def) || def.getOperand(0) != source) {
        continue;
      }
      Long d = OpFoldResult.getConstantIntValue(def.getOperand(1));
      if (d == null || d < 0 || d >= t.getRank() || !ShapedType.isDynamic(t.getDimSize(d.intValue()))) {
        return false;
      }
      int k = 0;
      for (int j = 0; j < d; j++) {
        k += ShapedType.isDynamic(t.getDimSize(j)) ? 1 : 0;
      }
      replacement[i] = given.get(k);
    }
    for (int i = 0; i < replacement.length; i++) {
      if (replacement[i] != null) {
        op.setOperand(i, replacement[i]);
      }
    }
    return true;
  }

  /** Whether every operand of {@code op} is defined before {@code point} (dominates it). */
  static boolean dominate(Operation op, Operation point) {
    for (Value v : op.getOperands()) {
      Operation def = v.getDefiningOp();
      if (def == null) {
        if (ancestorIn(v.getParentBlock(), point) == null) {
          return false;
        }
        continue;
      }
      Operation a = ancestorIn(def.getBlock(), point);
      if (a == null || a == def || !def.isBeforeInBlock(a)) {
        return false;
      }
    }
    return true;
  }

  /** {@code op} or the op around it that is in {@code block}; null if none. */
  private static Operation ancestorIn(jopt.ir.Block block, Operation op) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getBlock() == block) {
        return o;
      }
    }
    return null;
  }
}
