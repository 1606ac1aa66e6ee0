package jopt.passes.bufferreuse;

import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import java.util.List;
import jopt.ir.Block;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.AllocaOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;

/**
 * Promotion to the stack (MLIR-HLO's promoteBuffers), in the function's entry block only: a
 * static-shape alloc deallocated right after it goes with its dealloc; one deallocated later in
 * the block becomes a {@code memref.alloca} (alignment kept, the dealloc erased, each
 * {@code deallocation.own} of it replaced by a null indicator) while the buffers promoted so far
 * hold at most {@code maxElements} elements in total. With {@code keepPeak}, only a buffer that
 * can stay live from its free to the end of the function without a larger peak (a stack
 * allocation lives until its scope ends).
 */
final class StackPromotion {
  private StackPromotion() {}

  static void run(Block block, long maxElements, boolean keepPeak) {
    long remaining = maxElements;
    Operation op = block.getFirstOp();
    while (op != null) {
      Operation alloc = Ops.isAlloc(op) ? op : null;
      op = op.getNextNode();
      if (alloc == null || !(alloc.getResult(0).getType() instanceof MemRefType t)
          || !t.hasStaticShape()) {
        continue;
      }
      Operation dealloc = null;
      for (Operation user : alloc.getResult(0).getUsers()) {
        if (user.getBlock() == block && Ops.isDealloc(user)) {
          dealloc = user;
          break;
        }
      }
      if (dealloc == null) {
        continue;
      }
      if (op == dealloc && alloc.getResult(0).hasOneUse()) {
        op = op.getNextNode();
        dealloc.erase();
        alloc.erase();
      } else if (remaining >= Ops.numElements(t) && (!keepPeak
          || PeakModel.admitsKeeping(block, alloc.getResult(0), dealloc, null))) {
        remaining -= Ops.numElements(t);
        promote(alloc, dealloc);
      }
    }
  }

  private static void promote(Operation alloc, Operation dealloc) {
    AllocOp source = AllocOp.of(alloc);
    Builder b = new Builder(alloc.getContext());
    b.setInsertionPoint(alloc);
    Operation alloca = AllocaOp.create(b, alloc.getLoc(), source.getType(), source.dynamicSizes(),
        source.symbolOperands(), source.alignment()).getOperation();
    for (Operation user : List.copyOf(alloc.getResult(0).getUsers())) {
      if (OwnOp.SPEC.isa(user)) {
        b.setInsertionPoint(user);
        user.getResult(0).replaceAllUsesWith(NullOp.create(b, user.getLoc()).result());
      }
    }
    Value result = alloca.getResult(0);
    alloc.getResult(0).replaceAllUsesWith(result);
    alloc.erase();
    dealloc.erase();
  }
}
