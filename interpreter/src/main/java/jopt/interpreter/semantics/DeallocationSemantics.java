package jopt.interpreter.semantics;

import java.util.List;
import jopt.dialects.deallocation.FreeOp;
import jopt.dialects.deallocation.GetBufferOp;
import jopt.dialects.deallocation.NullOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.RetainOp;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Ownership;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;

/**
 * The deallocation dialect of MLIR-HLO, by the seed: ownership indicators are the allocation
 * they own or null; retain returns, for each memref, the indicator of the allocation it derives
 * from (each at most once) and frees every other non-null indicator.
 */
final class DeallocationSemantics {
  private DeallocationSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(NullOp.SPEC, (op, ex) -> ex.set(op.getResult(0), Ownership.NULL));
    r.register(OwnOp.SPEC, (op, ex) -> {
      MemRefValue m = ex.getMemRef(op.getOperand(0));
      ex.heap().checkLive(m.alloc, op, "own");
      ex.set(op.getResult(0), new Ownership(m.alloc));
    });
    r.register(RetainOp.SPEC, DeallocationSemantics::retain);
    r.register(GetBufferOp.SPEC, (op, ex) -> {
      Allocation a = allocation(ex.get(op.getOperand(0)));
      ex.setInt(op.getResult(0), a == null ? 0 : a.address());
    });
    r.register(FreeOp.SPEC, (op, ex) -> {
      Allocation a = allocation(ex.get(op.getOperand(0)));
      if (a == null) {
        throw ex.error(Kind.INVALID_FREE, op, "free of a null ownership indicator");
      }
      ex.heap().freeAllocation(a, op, "freed");
    });
  }

  /** The allocation behind an ownership indicator (or, as old MLIR-HLO had it, a memref). */
  private static Allocation allocation(Object v) {
    if (v instanceof Ownership o) {
      return o.allocation();
    }
    return v instanceof MemRefValue m ? m.alloc : null;
  }

  private static void retain(Operation op, Execution ex) {
    int numRetained = op.getNumResults();
    List<Object> retained = ex.getAll(op.getOperands(0, numRetained));
    List<Object> owned = ex.getAll(op.getOperands(numRetained, op.getNumOperands()));
    boolean[] returned = new boolean[owned.size()];
    for (int i = 0; i < numRetained; i++) {
      Allocation target = ((MemRefValue) retained.get(i)).alloc;
      Ownership result = Ownership.NULL;
      for (int j = 0; j < owned.size(); j++) {
        Allocation a = allocation(owned.get(j));
        if (!returned[j] && a != null && a == target) {
          returned[j] = true;
          result = new Ownership(a);
          break;
        }
      }
      ex.set(op.getResult(i), result);
    }
    for (int j = 0; j < owned.size(); j++) {
      Allocation a = allocation(owned.get(j));
      if (!returned[j] && a != null) {
        ex.heap().freeAllocation(a, op, "freed");
      }
    }
  }
}
