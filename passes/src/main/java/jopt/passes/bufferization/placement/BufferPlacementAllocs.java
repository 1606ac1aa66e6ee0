package jopt.passes.bufferization.placement;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;

/**
 * MLIR's BufferPlacementAllocs: the buffer allocations nested in an op, in post-order walk
 * order. An allocation is an op with exactly one Allocate effect on one of its results in other
 * memory than the automatic allocation scope's (not {@code memref.alloca}); its entry names the
 * op freeing it, if one does. An allocation freed by more than one op, or by a reallocation (an
 * op that frees it and allocates, memref.realloc: MLIR's findDealloc), is left out.
 */
final class BufferPlacementAllocs {
  /** An allocated buffer and the op freeing it (null when none does). */
  record Entry(Value alloc, Operation dealloc) {}

  private BufferPlacementAllocs() {}

  static List<Entry> collect(Operation root) {
    List<Entry> entries = new ArrayList<>();
    root.walk((Operation op) -> {
      Value alloc = heapAllocation(op);
      if (alloc == null) {
        return;
      }
      // Freed by a reallocation (it frees and allocates) or more than once: left out.
      java.util.Optional<Operation> dealloc = MemoryEffects.findDealloc(alloc);
      if (dealloc == null) {
        return;
      }
      entries.add(new Entry(alloc, dealloc.orElse(null)));
    });
    return entries;
  }

  /** The one result {@code op} allocates outside the automatic allocation scope, or null. */
  private static Value heapAllocation(Operation op) {
    MemoryEffects effects = op.getInterface(MemoryEffects.class);
    if (effects == null) {
      return null;
    }
    Value found = null;
    int count = 0;
    for (MemoryEffects.Effect e : effects.getEffects(op)) {
      if (e.kind() == MemoryEffects.Kind.ALLOCATE && e.value() instanceof OpResult
          && e.resource() != MemoryEffects.Resource.AUTOMATIC_ALLOCATION_SCOPE) {
        found = e.value();
        count++;
      }
    }
    return count == 1 ? found : null;
  }

  /** The values allocated on the stack of an automatic allocation scope, in post-order. */
  static List<Value> stackAllocations(Operation root) {
    List<Value> values = new ArrayList<>();
    root.walk((Operation op) -> {
      MemoryEffects effects = op.getInterface(MemoryEffects.class);
      if (effects == null) {
        return;
      }
      for (MemoryEffects.Effect e : effects.getEffects(op)) {
        if (e.kind() == MemoryEffects.Kind.ALLOCATE && e.value() instanceof OpResult
            && e.resource() == MemoryEffects.Resource.AUTOMATIC_ALLOCATION_SCOPE) {
          values.add(e.value());
        }
      }
    });
    return values;
  }

  /**
   * MLIR's getStartOperation: the op of {@code placementBlock} before which the allocation of
   * {@code alloc} goes: its defining op or the ancestor of it in the block, else the block's
   * terminator. (MLIR first asks liveness whether the value is live-in, which a value hoisted
   * to a block holding or dominating its definition never is.)
   */
  static Operation startOperation(Value alloc, Block placementBlock) {
    Operation def = alloc.getDefiningOp();
    Operation inBlock = Operation.findAncestorOpInBlock(placementBlock, def);
    return inBlock != null ? inBlock : placementBlock.getTerminator();
  }
}
