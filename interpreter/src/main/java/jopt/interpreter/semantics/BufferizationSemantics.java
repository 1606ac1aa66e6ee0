package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.memref.MixedIndices;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;

/** bufferization.clone (a fresh owned copy) and bufferization.dealloc (conditional frees). */
final class BufferizationSemantics {
  private BufferizationSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(CloneOp.SPEC, (op, ex) -> {
      MemRefValue src = ex.getMemRef(op.getOperand(0));
      ex.heap().access(src.alloc, op, "clone");
      MemRefValue m = MemRefAllocator.allocate(ex, Allocation.Kind.HEAP,
          (MemRefType) op.getResult(0).getType(), src.sizes.clone(), 0, op);
      MemRefSemantics.copy(ex, src, m, op);
      ex.set(op.getResult(0), m);
    });
    r.register(DeallocOp.SPEC, BufferizationSemantics::dealloc);
  }

  /**
   * {@code bufferization.dealloc (%m...) if (%c...) retain (%r...)} as MLIR defines it: each
   * memref whose condition holds is deallocated unless a retained memref aliases it (points into
   * the same allocation), and memrefs that alias each other are deallocated once. Updated
   * condition j is the disjunction of the conditions of the memrefs that alias retained memref
   * j (false when none does): whether the caller now owns it. A memref that is to be freed must
   * be an allocation itself (MLIR: "the originally allocated memrefs", e.g. a base buffer of
   * {@code memref.extract_strided_metadata}); a memref whose condition is false is not looked at.
   *
   * <p>Aliasing is decided by allocation identity. MLIR's lowering
   * ({@code bufferization-lower-deallocations}) compares aligned pointers instead, which agrees
   * except for a retained {@code memref.view} at a non-zero byte shift; and with several memrefs
   * its helper skips a memref that aliases an earlier one even when the earlier one's condition
   * is false. Both differences only matter on inputs the op's definition does not describe.
   */
  private static void dealloc(Operation op, Execution ex) {
    List<Value> memrefs = MixedIndices.segment(op, 0);
    List<Value> conds = MixedIndices.segment(op, 1);
    List<Value> retained = MixedIndices.segment(op, 2);
    List<Allocation> retainedAllocs = new ArrayList<>(retained.size());
    for (Value v : retained) {
      retainedAllocs.add(ex.getMemRef(v).alloc);
    }
    List<Allocation> toFree = new ArrayList<>();
    boolean[] updated = new boolean[retained.size()];
    for (int i = 0; i < memrefs.size(); i++) {
      if (ex.getInt(conds.get(i)) == 0) {
        continue;
      }
      MemRefValue m = ex.getMemRef(memrefs.get(i));
      boolean kept = false;
      for (int j = 0; j < retained.size(); j++) {
        if (retainedAllocs.get(j) == m.alloc) {
          updated[j] = true;
          kept = true;
        }
      }
      if (kept || toFree.contains(m.alloc)) {
        continue;
      }
      if (!m.root) {
        throw ex.heap().error(Kind.INVALID_FREE, op, "bufferization.dealloc of a view: memref #"
            + i + " points into " + m.alloc.describe() + " but is not the allocation itself")
            .note(m.alloc.allocOp() == null ? null : m.alloc.allocOp().getLoc(),
                "buffer #" + m.alloc.id() + " allocated here").build();
      }
      toFree.add(m.alloc);
    }
    for (Allocation a : toFree) {
      ex.heap().freeAllocation(a, op, "freed");
    }
    for (int j = 0; j < retained.size(); j++) {
      ex.setInt(op.getResult(j), updated[j] ? 1 : 0);
    }
  }
}
