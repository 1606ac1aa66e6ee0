package jopt.passes.hlodeallocation;

import jopt.ir.rewrite.Builder;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.deallocation.OwnOp;
import jopt.dialects.deallocation.NullOp;
import java.util.ArrayList;
import java.util.List;
import jopt.dialects.deallocation.OwnershipType;
import jopt.dialects.deallocation.RetainOp;
import jopt.ir.BlockArgument;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * jopt's extension of hlo-deallocation-simplification ({@code prune-ownership=true}), not the
 * original's: with the nullability of every ownership indicator known by a fixpoint
 * ({@link Nullability}) and the values that are always an allocation itself ({@link Roots}),
 * null allocs are dropped from retains, retains of only null allocs become null indicators,
 * {@code retain() of(%o)} with {@code %o} never null becomes {@code memref.dealloc} of its
 * allocation, a retain of a memref with its own paired indicator is that indicator, and
 * ownership iter_args and results nobody needs are removed ({@link DeadOwnership}); repeated
 * until nothing changes.
 */
final class OwnershipPruning {
  /** Simplifies {@code func} until nothing changes (at most 16 rounds). */
  static void run(Operation func, MLIRContext ctx) {
    new OwnershipPruning(ctx).prune(func);
  }

  private final MLIRContext ctx;

  private OwnershipPruning(MLIRContext ctx) {
    this.ctx = ctx;
  }

  private void prune(Operation func) {
    // Each simplification can make more indicators known; repeat until nothing changes.
    for (int round = 0; round < 16; round++) {
      Nullability nulls = Nullability.analyze(func);
      Roots roots = Roots.analyze(func);
      List<Operation> retains = new ArrayList<>();
      func.walk(op -> {
        if (RetainOp.SPEC.isa(op)) {
          retains.add(op);
        }
      });
      boolean changed = false;
      for (Operation retain : retains) {
        changed |= simplify(retain, nulls, roots);
      }
      changed |= DeadOwnership.run(func);
      if (!changed) {
        break;
      }
    }
  }

  private boolean simplify(Operation retain, Nullability nulls, Roots roots) {
    List<Value> retained = new ArrayList<>(RetainOp.getRetained(retain));
    List<Value> allocs = new ArrayList<>();
    for (Value a : RetainOp.getAllocs(retain)) {
      if (nulls.get(a) != Nullability.State.NULL) {
        allocs.add(a);
      }
    }
    if (allocs.isEmpty()) {
      for (int i = 0; i < retain.getNumResults(); i++) {
        retain.getResult(i).replaceAllUsesWith(createNull(retain));
      }
      retain.erase();
      return true;
    }
    Value freed = retained.isEmpty() && allocs.size() == 1
        && nulls.get(allocs.get(0)) == Nullability.State.NOT_NULL
        ? knownRoot(allocs.get(0), roots) : null;
    if (freed != null) {
      DeallocOp.create(before(retain), retain.getLoc(), freed);
      retain.erase();
      return true;
    }
    if (retained.size() == 1 && allocs.size() == 1 && isIndicatorOf(allocs.get(0), retained.get(0))) {
      retain.getResult(0).replaceAllUsesWith(allocs.get(0));
      retain.erase();
      return true;
    }
    if (allocs.size() != RetainOp.getAllocs(retain).size()) {
      Operation n = RetainOp.create(before(retain), retain.getLoc(), retain.getResultTypes(), retained,
          allocs).getOperation();
      for (int i = 0; i < retain.getNumResults(); i++) {
        retain.getResult(i).replaceAllUsesWith(n.getResult(i));
      }
      retain.erase();
      return true;
    }
    return false;
  }

  /**
   * The allocation a never-null indicator owns, when known: the operand of its own op, or the
   * memref paired with it when that is always an allocation itself (never a view).
   */
  private static Value knownRoot(Value o, Roots roots) {
    Operation def = o.getDefiningOp();
    if (OwnOp.SPEC.isa(def)) {
      // own may be of a view: only the allocation itself can be deallocated.
      return roots.isRoot(def.getOperand(0)) ? def.getOperand(0) : null;
    }
    List<? extends Value> siblings = o instanceof BlockArgument a ? a.getOwner().getArguments()
        : def != null ? def.getResults() : List.of();
    for (Value m : siblings) {
      if (Ownership.isMemRef(m) && isIndicatorOf(o, m)) {
        return roots.isRoot(m) ? m : null;
      }
    }
    return null;
  }

  /**
   * Whether {@code o} is the indicator hlo-deallocate made for {@code m}: its own, or the
   * ownership result/argument paired with it (ownership values follow the memrefs in order).
   */
  private static boolean isIndicatorOf(Value o, Value m) {
    Operation def = o.getDefiningOp();
    if (OwnOp.SPEC.isa(def)) {
      return def.getOperand(0) == m;
    }
    // Arguments pair up in region blocks (hlo-deallocate's convention), not in a function's
    // entry block, whose ownership arguments (if any) come from elsewhere.
    if (m instanceof BlockArgument ma && o instanceof BlockArgument oa
        && ma.getOwner() == oa.getOwner() && !isFunctionEntry(ma.getOwner())) {
      return pairedIndex(ma.getOwner().getArguments(), ma) == oa.getArgNumber();
    }
    if (def != null && m.getDefiningOp() == def) {
      return pairedIndex(def.getResults(), m) == ((jopt.ir.OpResult) o).getResultNumber();
    }
    return false;
  }

  private static boolean isFunctionEntry(jopt.ir.Block b) {
    Operation parent = b.getParentOp();
    return b.isEntryBlock() && FuncOp.SPEC.isa(parent);
  }

  /** The position of the ownership value paired with memref {@code m} in {@code values}. */
  private static int pairedIndex(List<? extends Value> values, Value m) {
    int memrefRank = -1;
    int numMemrefs = 0;
    int firstOwnership = -1;
    int numOwnerships = 0;
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      if (Ownership.isMemRef(v)) {
        if (v == m) {
          memrefRank = numMemrefs;
        }
        numMemrefs++;
      } else if (OwnershipType.is(v.getType())) {
        if (firstOwnership < 0) {
          firstOwnership = i;
        }
        numOwnerships++;
      }
    }
    if (memrefRank < 0 || numMemrefs != numOwnerships) {
      return -2;
    }
    return firstOwnership + memrefRank;
  }

  private Builder before(Operation op) {
    Builder b = new Builder(ctx);
    b.setInsertionPoint(op);
    return b;
  }

  private Value createNull(Operation before) {
    return NullOp.create(before(before), before.getLoc()).result();
  }
}
