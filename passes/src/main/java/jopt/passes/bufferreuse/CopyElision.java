package jopt.passes.bufferreuse;

import jopt.ir.Block;
import jopt.dialects.memref.CopyOp;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Copy elision (MLIR-HLO's eliminateCopies), once, before the other transforms extend live
 * ranges: {@code memref.copy %b, %a} right before {@code memref.dealloc %b}, with {@code %b} an
 * alloc and {@code %a} either a fresh alloc not used before the copy (and {@code %b} not used
 * before {@code %a} is allocated) or a {@code deallocation.restrict} function argument not used
 * before the copy: {@code %b} becomes {@code %a}, and the copy, the dealloc and {@code %b}'s
 * alloc go.
 */
final class CopyElision {
  private CopyElision() {}

  static void run(Block block, Block root) {
    Operation op = block.getFirstOp();
    while (op != null) {
      for (Region r : op.getRegions()) {
        if (!r.isEmpty()) {
          run(r.front(), root);
        }
      }
      Operation copy = CopyOp.SPEC.isa(op) ? op : null;
      op = op.getNextNode();
      if (copy == null || !Ops.isDealloc(op)) {
        continue;
      }
      Value source = copy.getOperand(0);
      Value target = copy.getOperand(1);
      Operation dealloc = op;
      if (!target.getType().equals(source.getType()) || dealloc.getOperand(0) != source) {
        continue;
      }
      Operation sourceAlloc = source.getDefiningOp();
      if (!Ops.isAlloc(sourceAlloc)) {
        continue;
      }
      boolean firstUseOfRestrictArg = Ops.isRestrictArgument(target)
          && !Ops.hasUsesBetween(root.getFirstOp(), copy, target);
      if (!firstUseOfRestrictArg) {
        Operation targetAlloc = target.getDefiningOp();
        boolean firstUseOfAlloc = Ops.isAlloc(targetAlloc)
            && !Ops.hasUsesBetween(targetAlloc, copy, target);
        // Unsafe when the source is used before the target is defined, or the target before
        // the copy.
        if (!firstUseOfAlloc || Ops.hasUsesBetween(root.getFirstOp(), targetAlloc, source)) {
          continue;
        }
      }
      source.replaceAllUsesWith(target);
      op = dealloc.getNextNode();
      copy.erase();
      dealloc.erase();
      sourceAlloc.erase();
    }
  }
}
