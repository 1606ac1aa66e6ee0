package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.type.MemRefType;

/**
 * Promotion to the stack: a static allocation of the function's entry block that is freed in
 * that block (so it cannot escape) and has at most {@code maxElements} elements becomes a
 * memref.alloca with the same type and alignment; its dealloc goes away.
 */
final class StackPromotion {
  private StackPromotion() {}

  static boolean run(Operation func, long maxElements) {
    if (func.getRegion(0).isEmpty()) {
      return false;
    }
    Block entry = func.getRegion(0).front();
    boolean changed = false;
    for (Operation op : new ArrayList<>(entry.getOpList())) {
      if (!Buffers.isStaticAlloc(op)) {
        continue;
      }
      MemRefType t = (MemRefType) op.getResult(0).getType();
      long n = 1;
      for (long d : t.getShape()) {
        n *= d;
      }
      List<Operation> deallocs = Buffers.deallocsIn(op.getResult(0), entry);
      if (n > maxElements || deallocs.size() != 1) {
        continue;
      }
      OperationState st = new OperationState(op.getLoc(), "memref.alloca");
      st.addType(t);
      st.addAttributes(op.getAttrDictionary());
      Operation alloca = Operation.create(op.getContext(), st);
      entry.insertBefore(op, alloca);
      op.getResult(0).replaceAllUsesWith(alloca.getResult(0));
      deallocs.get(0).erase();
      op.erase();
      changed = true;
    }
    return changed;
  }
}
