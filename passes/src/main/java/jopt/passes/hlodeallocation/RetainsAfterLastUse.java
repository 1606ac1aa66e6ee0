package jopt.passes.hlodeallocation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The seed's placement of {@code retain() of(%o)} for an owned alias class that is not yielded:
 * "traverse the block backwards, starting from the terminator, and look for the last op that
 * contains any reference to a memref from the alias set" and free right after it (at the start
 * of the block when no op refers to it). Retains that land at one point keep the order in which
 * they are given.
 */
final class RetainsAfterLastUse {
  private RetainsAfterLastUse() {}

  static void place(Ownership state, Block block, List<Value> freed, Location loc) {
    Map<Value, Operation> lastUser = lastUsers(state, block);
    // Per anchor (the op a retain goes after; the block itself for its start), the last retain
    // placed there, so that the next one goes after it.
    Map<Object, Operation> placed = new HashMap<>();
    for (Value v : freed) {
      Operation last = lastUser.get(state.aliases.leader(v));
      Object anchor = last == null ? block : last;
      Operation after = placed.getOrDefault(anchor, last);
      Operation retain = state.buildRetain(loc, List.of(), List.of(v));
      if (after == null) {
        block.push_front(retain);
      } else {
        block.insertAfter(after, retain);
      }
      placed.put(anchor, retain);
    }
  }

  /**
   * For each alias class referred to (as operand or result) by an op of the block other than its
   * terminator, or by an op nested in one, the last such op of the block: one backward walk.
   */
  private static Map<Value, Operation> lastUsers(Ownership state, Block block) {
    Map<Value, Operation> last = new HashMap<>();
    Operation terminator = Deallocator.terminatorOf(block);
    Operation start = terminator != null ? terminator.getPrevNode() : block.getLastOp();
    for (Operation op = start; op != null; op = op.getPrevNode()) {
      Operation top = op;
      op.walk(o -> {
        for (Value x : o.getOperands()) {
          last.putIfAbsent(state.aliases.leader(x), top);
        }
        for (Value x : o.getResults()) {
          last.putIfAbsent(state.aliases.leader(x), top);
        }
      });
    }
    return last;
  }
}
