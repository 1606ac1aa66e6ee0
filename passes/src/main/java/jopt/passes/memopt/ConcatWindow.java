package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
    // Only the window's ops are visited (the pass stays linear over many concats): a value
    // live through the whole window adds the same bytes at every step, before decomposing and
    // after, so it is left out of the comparison.
    Block block = concat.getBlock();
    List<Operation> window = new ArrayList<>();
    Map<Operation, Integer> index = new HashMap<>();
    for (Operation op = from; op != null; op = op.getNextNode()) {
      index.put(op, window.size());
      window.add(op);
      if (op == concat) {
        break;
      }
    }
    int hi = window.size() - 1;
    long[] delta = new long[hi + 2];
    Set<Value> earlier = new HashSet<>();
    for (int t = 0; t <= hi; t++) {
      Operation op = window.get(t);
      // Values of the block defined before the window and read in it: live from its start.
      op.walk((Operation nested) -> {
        for (Value v : nested.getOperands()) {
          Operation def = v.getDefiningOp();
          if (def != null && def.getBlock() == block && !index.containsKey(def)
              && def.isBeforeInBlock(from) && counted(def)) {
            earlier.add(v);
          }
        }
      });
      if (counted(op)) {
        for (Value r : op.getResults()) {
          add(delta, r, t, lastUse(r, block, from, index, hi));
        }
      }
    }
    for (Value v : earlier) {
      add(delta, v, 0, lastUse(v, block, from, index, hi));
    }
    long[] started = new long[hi + 1];
    for (int k = 0; k < inPlace.size(); k++) {
      started[index.get(roots.get(k))] += Math.max(0, FusionMemory.bytes(inPlace.get(k)));
    }
    long live = 0;
    long inPlaceBytes = 0;
    long before = 0;
    long after = 0;
    for (int t = 0; t <= hi; t++) {
      live += delta[t];
      inPlaceBytes += started[t];
      before = Math.max(before, live);
      // At the concat the joined buffer is its result, already counted.
      after = Math.max(after, t == hi ? live - inPlaceBytes : live + Math.max(0, joined - inPlaceBytes));
    }
    return after <= before;
  }

  /** Whether an op's results hold bytes of their own (a tensor.empty or constant holds none). */
  private static boolean counted(Operation op) {
    return !EmptyOp.SPEC.isa(op) && !op.hasTrait(Traits.ConstantLike.class);
  }

  /**
   * Adds {@code v}'s bytes from window step {@code first} to {@code last}; a value read after
   * the window ({@code last} past its end) is live to its end, and one live through the whole
   * window not counted.
   */
  private static void add(long[] delta, Value v, int first, int last) {
    long bytes = Math.max(0, FusionMemory.bytes(v));
    int hi = delta.length - 2;
    if (bytes == 0 || last < first || (first == 0 && last >= hi)) {
      return;
    }
    delta[first] += bytes;
    if (last < hi) {
      delta[last + 1] -= bytes;
    }
  }

  /**
   * The window step of the last op of {@code block} reading {@code v} (nested uses count for
   * their ancestor): past the window's end ({@code hi + 1}) when it is read after the window or
   * escapes, -1 when only before it.
   */
  private static int lastUse(Value v, Block block, Operation from, Map<Operation, Integer> index, int hi) {
    int last = -1;
    for (OpOperand use : v.getUses()) {
      Operation owner = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (owner == null || owner.hasTrait(Traits.IsTerminator.class)) {
        return hi + 1;
      }
      Integer at = index.get(owner);
      if (at != null) {
        last = Math.max(last, at);
      } else if (from.isBeforeInBlock(owner)) {
        return hi + 1;
      }
    }
    return last;
  }
}
