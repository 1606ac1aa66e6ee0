package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * A {@code tensor.pad} whose padding no user reads goes: when every user is a structured op
 * reading the padded value as an input through a pure affine map with nonnegative coefficients
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

  /** Whether {@code use}, an input of a structured op, reads only indices below {@code sizes}. */
  private static boolean readsInside(OpOperand use, long[] sizes) {
    LinalgOp op = LinalgOp.of(use.getOwner());
    if (op == null || !op.hasPureTensorSemantics() || !op.isDpsInput(use.getOperandNumber())) {
      return false;
    }
    AffineMap map = op.matchingIndexingMap(use.getOperandNumber());
    long[] ranges = op.staticLoopRanges();
    if (ranges == null || !map.isPureAffine() || map.getNumSymbols() != 0 || map.getNumResults() != sizes.length) {
      return false;
    }
    long[] point = new long[ranges.length];
    long[] zero = map.eval(point, new long[0]);
    for (int i = 0; i < ranges.length; i++) {
      if (ranges[i] <= 0) {
        return false;
      }
      point[i] = 1;
      long[] unit = map.eval(point, new long[0]);
      point[i] = 0;
      for (int r = 0; r < sizes.length; r++) {
        if (unit[r] < zero[r]) {
          return false;
        }
      }
    }
    for (int i = 0; i < ranges.length; i++) {
      point[i] = ranges[i] - 1;
    }
    long[] max = map.eval(point, new long[0]);
    for (int r = 0; r < sizes.length; r++) {
      if (zero[r] < 0 || max[r] >= sizes[r]) {
        return false;
      }
    }
    return true;
  }
}
