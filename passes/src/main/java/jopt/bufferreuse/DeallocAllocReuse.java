package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;

/**
 * Buffer reuse: {@code memref.dealloc %a} followed in the same block by
 * {@code %b = memref.alloc() : T} of %a's type makes %b use %a's buffer (the pair disappears).
 * Conservative (the seed's rule): nothing that allocates or frees in between. Aggressive (after
 * the loop transforms): anything in between; a freed buffer is dead, so reusing it is safe.
 */
final class DeallocAllocReuse {
  private DeallocAllocReuse() {}

  static boolean run(Operation func, boolean aggressive) {
    boolean changed = false;
    List<Block> blocks = new ArrayList<>();
    func.walk(op -> {
      for (Region r : op.getRegions()) {
        blocks.addAll(r.getBlocks());
      }
    });
    for (Block b : blocks) {
      changed |= runOnBlock(b, aggressive);
    }
    return changed;
  }

  private static boolean runOnBlock(Block block, boolean aggressive) {
    boolean changed = false;
    List<Operation> pending = new ArrayList<>();
    for (Operation op : new ArrayList<>(block.getOpList())) {
      if (Buffers.isDealloc(op)) {
        if (!aggressive) {
          pending.clear();
        }
        pending.add(op);
        continue;
      }
      if (Buffers.isStaticAlloc(op)) {
        Operation match = null;
        for (int i = pending.size() - 1; i >= 0 && match == null; i--) {
          if (reusable(pending.get(i), op)) {
            match = pending.get(i);
          }
        }
        if (match != null) {
          pending.remove(match);
          Value freed = match.getOperand(0);
          op.getResult(0).replaceAllUsesWith(freed);
          op.erase();
          match.erase();
          changed = true;
          continue;
        }
      }
      if (!aggressive && Buffers.touchesHeap(op)) {
        pending.clear();
      }
    }
    return changed;
  }

  private static boolean reusable(Operation dealloc, Operation alloc) {
    Value freed = dealloc.getOperand(0);
    if (!freed.getType().equals(alloc.getResult(0).getType())) {
      return false;
    }
    long need = alloc.getAttr("alignment") instanceof IntegerAttr a ? a.getValue() : 0;
    if (need == 0) {
      return true;
    }
    Operation def = freed.getDefiningOp();
    return def != null && def.getName().equals("memref.alloc")
        && def.getAttr("alignment") instanceof IntegerAttr have && have.getValue() % need == 0;
  }
}
