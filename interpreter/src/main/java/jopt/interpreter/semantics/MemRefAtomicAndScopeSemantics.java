package jopt.interpreter.semantics;

import java.util.List;
import jopt.dialects.memref.AllocaScopeOp;
import jopt.dialects.memref.AtomicRMWOp;
import jopt.dialects.memref.DistinctObjectsOp;
import jopt.dialects.memref.GenericAtomicRMWOp;
import jopt.dialects.memref.PrefetchOp;
import jopt.dialects.ub.UnreachableOp;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.FloatType;

/**
 * memref.atomic_rmw (the kind applied to the stored element and the value; the result is the
 * element before, which an unused {@code assign} does not read), memref.generic_atomic_rmw (its body on the element, its yield stored; the
 * result the element before), both as one thread runs them; memref.alloca_scope (its region,
 * whose allocas are freed at its end); memref.prefetch (a hint: nothing happens, the memref
 * must be live and the indices in bounds); memref.distinct_objects (its operands, which must not
 * share an allocation); ub.unreachable (undefined behaviour when reached).
 */
final class MemRefAtomicAndScopeSemantics {
  private MemRefAtomicAndScopeSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(AtomicRMWOp.SPEC, MemRefAtomicAndScopeSemantics::atomicRmw);
    r.register(GenericAtomicRMWOp.SPEC, MemRefAtomicAndScopeSemantics::genericAtomicRmw);
    r.register(AllocaScopeOp.SPEC, (op, ex) ->
        ex.setAll(op.getResults(), ex.runRegion(op.getRegion(0), List.of())));
    r.register(PrefetchOp.SPEC, (op, ex) -> {
      PrefetchOp p = PrefetchOp.of(op);
      MemRefValue m = ex.getMemRef(p.memref());
      long[] idx = indices(ex, p.indices());
      MemRefAllocator.checkIndices(ex, m, idx, op);
      ex.heap().checkAccess(m, idx, op, "write");
    });
    r.register(DistinctObjectsOp.SPEC, (op, ex) -> {
      List<Object> ms = ex.getAll(op.getOperands());
      for (int i = 0; i < ms.size(); i++) {
        for (int j = 0; j < i; j++) {
          if (((MemRefValue) ms.get(i)).alloc == ((MemRefValue) ms.get(j)).alloc) {
            throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "memref.distinct_objects of operands #" + j
                + " and #" + i + ", which share an allocation");
          }
        }
      }
      ex.setAll(op.getResults(), ms);
    });
    r.register(UnreachableOp.SPEC, (op, ex) -> {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "ub.unreachable reached");
    });
  }

  private static long[] indices(Execution ex, List<Value> values) {
    long[] idx = new long[values.size()];
    for (int i = 0; i < idx.length; i++) {
      idx[i] = ex.getInt(values.get(i));
    }
    return idx;
  }

  private static void atomicRmw(Operation op, Execution ex) {
    AtomicRMWOp a = AtomicRMWOp.of(op);
    MemRefValue m = ex.getMemRef(a.memref());
    long[] idx = indices(ex, a.indices());
    MemRefAllocator.checkIndices(ex, m, idx, op);
    String kind = a.kind();
    Object v = ex.get(a.value());
    Object updated;
    if (kind.equals("assign")) {
      // The old value is read (and must be initialized) only when the result is used.
      if (op.getResult(0).useEmpty()) {
        ex.heap().checkAccess(m, idx, op, "write");
        ex.set(op.getResult(0), v);
      } else {
        ex.set(op.getResult(0), ex.heap().read(m, idx, op, false));
      }
      ex.heap().write(m, idx, v, op);
      return;
    }
    Object old = ex.heap().read(m, idx, op, false);
    if (a.value().getType() instanceof FloatType ft) {
      double x = (Double) old;
      double y = (Double) v;
      double z = switch (kind) {
        case "addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf" -> ArithSemantics.floatBinary(kind, x, y);
        default -> throw ex.error(Kind.UNSUPPORTED, op, "atomic_rmw " + kind + " on floats");
      };
      updated = Scalars.round(ft, z);
    } else {
      int w = Scalars.width(a.value().getType());
      String n = switch (kind) {
        case "addi" -> "addi";
        case "muli" -> "muli";
        case "andi" -> "andi";
        case "ori" -> "ori";
        case "xori" -> "xori";
        case "maxs" -> "maxsi";
        case "mins" -> "minsi";
        case "maxu" -> "maxui";
        case "minu" -> "minui";
        default -> throw ex.error(Kind.UNSUPPORTED, op, "atomic_rmw " + kind + " on integers");
      };
      updated = Scalars.normalize(ArithSemantics.intBinary(n, (Long) old, (Long) v, w, op, ex), w);
    }
    ex.heap().write(m, idx, updated, op);
    ex.set(op.getResult(0), old);
  }

  private static void genericAtomicRmw(Operation op, Execution ex) {
    GenericAtomicRMWOp g = GenericAtomicRMWOp.of(op);
    MemRefValue m = ex.getMemRef(g.memref());
    long[] idx = indices(ex, g.indices());
    MemRefAllocator.checkIndices(ex, m, idx, op);
    Object old = ex.heap().read(m, idx, op, false);
    List<Object> yielded = ex.runRegion(g.atomicBody(), List.of(old));
    ex.heap().write(m, idx, yielded.get(0), op);
    ex.set(op.getResult(0), old);
  }
}
