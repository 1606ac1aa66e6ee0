package jopt.passes.bufferreuse;

import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;

/**
 * Dealloc/alloc reuse (MLIR-HLO's reuseBuffers): {@code memref.dealloc %a} followed, later in its
 * block, by a static {@code memref.alloc} of the same type as the first alloc after it: the alloc
 * becomes {@code %a} and both ops go. Conservative mode (the loop of the pass) leaves the pair
 * when an alloc of that type lies in between (nested included), which could still pair with the
 * dealloc; aggressive mode (once, at the end) does not. With {@code keepPeak}, only when the
 * freed buffer can stay live up to the alloc without a larger peak.
 */
final class DeallocAllocReuse {
  private DeallocAllocReuse() {}

  static boolean run(Block block, boolean aggressive, boolean keepPeak) {
    boolean changed = false;
    Operation op = block.getFirstOp();
    while (op != null) {
      if (Ops.isDealloc(op)) {
        Operation alloc = op.getNextNode();
        while (alloc != null && !Ops.isAlloc(alloc)) {
          alloc = alloc.getNextNode();
        }
        Operation found = alloc;
        if (alloc == null || (!aggressive && Ops.anyMatchBetween(op, alloc, o -> Ops.isAlloc(o)
            && o.getResult(0).getType().equals(found.getResult(0).getType())))) {
          op = op.getNextNode();
          continue;
        }
        if (Ops.isStaticAlloc(alloc)
            && alloc.getResult(0).getType().equals(op.getOperand(0).getType())
            && (!keepPeak || PeakModel.admitsKeeping(block, op.getOperand(0), op, alloc))) {
          alloc.getResult(0).replaceAllUsesWith(op.getOperand(0));
          Operation next = alloc.getNextNode();
          op.erase();
          alloc.erase();
          op = next;
          changed = true;
          continue;
        }
      }
      for (Region r : op.getRegions()) {
        if (!r.isEmpty()) {
          changed |= run(r.front(), aggressive, keepPeak);
        }
      }
      op = op.getNextNode();
    }
    return changed;
  }
}
