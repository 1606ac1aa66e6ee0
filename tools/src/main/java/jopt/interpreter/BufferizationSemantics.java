package jopt.interpreter;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.memref.MixedIndices;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;

/** bufferization.clone (a fresh owned copy) and bufferization.dealloc (conditional frees). */
final class BufferizationSemantics {
  private BufferizationSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register("bufferization.clone", (op, ex) -> {
      MemRefValue src = ex.getMemRef(op.getOperand(0));
      ex.heap().checkLive(src.alloc, op, "clone");
      MemRefValue m = MemRefs.allocate(ex, Allocation.Kind.HEAP,
          (MemRefType) op.getResult(0).getType(), src.sizes.clone(), 0, op);
      MemRefSemantics.copy(ex, src, m, op);
      ex.set(op.getResult(0), m);
    });
    r.register("bufferization.dealloc", BufferizationSemantics::dealloc);
  }

  /**
   * Frees the base buffer of each memref whose condition holds unless a retained memref has the
   * same base; each base at most once. Result i: whether retained memref i was among them.
   */
  private static void dealloc(Operation op, Execution ex) {
    List<Value> memrefs = MixedIndices.segment(op, 0);
    List<Value> conds = MixedIndices.segment(op, 1);
    List<Value> retained = MixedIndices.segment(op, 2);
    List<Allocation> toFree = new ArrayList<>();
    boolean[] updated = new boolean[retained.size()];
    for (int i = 0; i < memrefs.size(); i++) {
      if (ex.getInt(conds.get(i)) == 0) {
        continue;
      }
      Allocation base = ex.getMemRef(memrefs.get(i)).alloc;
      boolean kept = false;
      for (int j = 0; j < retained.size(); j++) {
        if (ex.getMemRef(retained.get(j)).alloc == base) {
          updated[j] = true;
          kept = true;
        }
      }
      if (!kept && !toFree.contains(base)) {
        toFree.add(base);
      }
    }
    for (Allocation a : toFree) {
      ex.heap().freeAllocation(a, op, "freed");
    }
    for (int j = 0; j < retained.size(); j++) {
      ex.setInt(op.getResult(j), updated[j] ? 1 : 0);
    }
  }
}
