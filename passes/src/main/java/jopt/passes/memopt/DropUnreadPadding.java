package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineLinearSimplifier;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * A {@code tensor.pad} whose padding no user reads goes: when every user is a structured op
 * reading the padded value as an input through a linear map with nonnegative coefficients
 * (a convolution's or pooling's {@code d2 * stride + d5}) whose reads over the static loop ranges
 * all fall inside the source (low padding 0), the users read the source itself. torch-mlir pads
 * a ceil-mode max pooling's input on the high side though no window reaches the padding
 * (SqueezeNet's 111 -> 113 before a 3x3 stride-2 pooling to 55): the padded copy is not made.
 */
final class DropUnreadPadding {
  /** Drops the unread pads under {@code root}; returns how many. */
  int run(Operation root) {
    List<Operation> pads = new ArrayList<>();
    root.walk((Operation op) -> {
      if (PadOp.SPEC.isa(op)) {
        pads.add(op);
      }
    });
    int dropped = 0;
    for (Operation pad : pads) {
      if (drop(pad)) {
        dropped++;
      }
    }
    return dropped;
  }

  private static boolean drop(Operation padOp) {
    PadOp pad = PadOp.of(padOp);
    Value source = pad.source();
    if (!(source.getType() instanceof RankedTensorType st) || !st.hasStaticShape() || padOp.getResult(0).hasNoUses()) {
      return false;
    }
    for (OpFoldResult low : pad.mixedLowPad()) {
      Long l = low.getConstantIntValue();
      if (l == null || l != 0) {
        return false;
      }
    }
    List<OpOperand> uses = new ArrayList<>();
    for (OpOperand use : padOp.getResult(0).getUses()) {
      if (!readsInside(use, st.getShape())) {
        return false;
      }
      uses.add(use);
    }
    for (OpOperand use : uses) {
      use.set(source);
    }
    padOp.erase();
    return true;
  }

  /**
   * Whether {@code use}, an input of a structured op, reads only indices below {@code sizes}:
   * each result of its map is linear in the loops with nonnegative coefficients (no mod or
   * division, which wrap or fold indices), so its least and greatest values over the static loop
   * ranges are at the first and last points.
   */
  private static boolean readsInside(OpOperand use, long[] sizes) {
    LinalgOp op = LinalgOp.of(use.getOwner());
    if (op == null || !op.hasPureTensorSemantics() || !op.isDpsInput(use.getOperandNumber())) {
      return false;
    }
    AffineMap map = op.matchingIndexingMap(use.getOperandNumber());
    long[] ranges = op.staticLoopRanges();
    if (ranges == null || map.getNumDims() != ranges.length || map.getNumSymbols() != 0
        || map.getNumResults() != sizes.length) {
      return false;
    }
    for (long range : ranges) {
      if (range <= 0) {
        return false;
      }
    }
    for (int r = 0; r < sizes.length; r++) {
      long[] flat = AffineLinearSimplifier.flatten(map.getResult(r), map.getNumDims(), 0);
      if (flat == null) {
        return false;
      }
      long least = flat[ranges.length];
      long greatest = least;
      for (int i = 0; i < ranges.length; i++) {
        if (flat[i] < 0) {
          return false;
        }
        greatest += flat[i] * (ranges[i] - 1);
      }
      if (least < 0 || greatest >= sizes[r]) {
        return false;
      }
    }
    return true;
  }
}
