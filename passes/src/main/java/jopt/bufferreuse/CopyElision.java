package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Copy elision: {@code %t = memref.alloc()}, no use of %t, {@code memref.copy %s, %t},
 * {@code memref.dealloc %s}: %t is completely overwritten by %s, which dies right after, so %t
 * becomes %s and the alloc, copy and dealloc disappear.
 */
final class CopyElision {
  private CopyElision() {}

  static boolean run(Operation func) {
    List<Operation> copies = new ArrayList<>();
    func.walk(op -> {
      if (op.getName().equals("memref.copy")) {
        copies.add(op);
      }
    });
    boolean changed = false;
    for (Operation copy : copies) {
      changed |= tryElide(copy);
    }
    return changed;
  }

  private static boolean tryElide(Operation copy) {
    Value src = copy.getOperand(0);
    Value tgt = copy.getOperand(1);
    Operation alloc = tgt.getDefiningOp();
    Block block = copy.getBlock();
    if (alloc == null || alloc.getBlock() != block || !Buffers.isStaticAlloc(alloc)
        || !src.getType().equals(tgt.getType()) || alloc.hasAttr("alignment")) {
      return false;
    }
    if (Buffers.usedBetween(tgt, alloc, copy)) {
      return false;
    }
    // The seed's pattern: the source dies right after the copy. (Allowing ops in between
    // would need every alias of the source to be dead there, not just the value itself.)
    Operation dealloc = copy.getNextNode();
    if (dealloc == null || !Buffers.isDealloc(dealloc) || dealloc.getOperand(0) != src) {
      return false;
    }
    copy.erase();
    dealloc.erase();
    tgt.replaceAllUsesWith(src);
    alloc.erase();
    return true;
  }

  static List<Block> blocksOf(Operation func) {
    List<Block> blocks = new ArrayList<>();
    func.walk(op -> {
      for (Region r : op.getRegions()) {
        blocks.addAll(r.getBlocks());
      }
    });
    return blocks;
  }
}
