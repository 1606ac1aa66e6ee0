package jopt.passes.memopt;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;

/**
 * Whether a concat's joined buffer, allocated at {@code from} (the allocation its first in-place
 * input is computed from) instead of at the concat, keeps the bytes live at once between the
 * two no higher than the most they reach there now. Tensor bytes of the block's values as
 * {@link ScheduleBlocks} counts them (static shapes; a {@code tensor.empty} or constant holds
 * none; values defined outside the block, the caller's, not counted), each from its op to its
 * last user in the block (the block's end when it escapes). Decomposed, each op of the window
 * also holds the joined buffer less the in-place inputs whose allocation it has passed (they are
 * computed into it). DenseNet's last concat of a block: its new features are computed from the
 * block's 224-channel bottleneck input, which dies there; the joined buffer live beside it would
 * raise the peak by more than the features it saves.
 */
final class ConcatWindow {
  private ConcatWindow() {}

  /**
   * Whether decomposing {@code concat} (result {@code joined} bytes) with the in-place inputs
   * {@code inPlace} (each with its root allocation in {@code roots}) keeps the window's peak.
   */
  static boolean keepsPeak(Operation concat, Operation from, long joined, List<Value> inPlace, List<Operation> roots) {
    Block block = concat.getBlock();
    Map<Operation, Integer> index = new HashMap<>();
    List<Operation> ops = block.getOpList();
    for (int i = 0; i < ops.size(); i++) {
      index.put(ops.get(i), i);
    }
    int lo = index.get(from);
    int hi = index.get(concat);
    long[] delta = new long[hi - lo + 2];
    for (int i = 0; i <= hi; i++) {
      Operation op = ops.get(i);
      if (EmptyOp.SPEC.isa(op) || op.hasTrait(Traits.ConstantLike.class)) {
        continue;
      }
      for (Value r : op.getResults()) {
        long bytes = Math.max(0, FusionMemory.bytes(r));
        int last = lastUse(r, block, index, ops.size());
        if (bytes == 0 || last < lo) {
          continue;
        }
        delta[Math.max(i, lo) - lo] += bytes;
        if (last < hi) {
          delta[last - lo + 1] -= bytes;
        }
      }
    }
    long[] started = new long[hi - lo + 1];
    for (int k = 0; k < inPlace.size(); k++) {
      started[index.get(roots.get(k)) - lo] += Math.max(0, FusionMemory.bytes(inPlace.get(k)));
    }
    long live = 0;
    long inPlaceBytes = 0;
    long before = 0;
    long after = 0;
    for (int t = 0; t <= hi - lo; t++) {
      live += delta[t];
      inPlaceBytes += started[t];
      before = Math.max(before, live);
      // At the concat the joined buffer is its result, already counted.
      after = Math.max(after, t == hi - lo ? live - inPlaceBytes : live + Math.max(0, joined - inPlaceBytes));
    }
    return after <= before;
  }

  /** The position of the last op of {@code block} reading {@code v} (nested uses count for their ancestor). */
  private static int lastUse(Value v, Block block, Map<Operation, Integer> index, int end) {
    int last = -1;
    for (OpOperand use : v.getUses()) {
      Operation owner = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (owner == null || owner.hasTrait(Traits.IsTerminator.class)) {
        return end;
      }
      last = Math.max(last, index.get(owner));
    }
    return last;
  }
}
