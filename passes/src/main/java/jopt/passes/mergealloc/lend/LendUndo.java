package jopt.passes.mergealloc.lend;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.ViewOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Value;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.type.FunctionType;

/**
 * Undoes, call by call, the lending of a function's results and arena ({@link LentArenas})
 * where the caller's merge left every lent buffer on the heap, or in an arena of their own
 * (a scope of lent buffers only, {@code precise.Admission}): allocated right before the call,
 * they are all live over the whole call, while in the callee the results may be made after its
 * arena's buffers died. Such a call calls the original again (it returns the results and has its
 * own arena). Then the copy and the original go when nothing refers to them and they are
 * private.
 */
final class LendUndo {
  private LendUndo() {}

  /**
   * Copy {@code copy} of {@code original} takes the results {@code lifted}, then its arena where
   * {@code arena} (else it keeps an arena of dynamic size).
   */
  record Lent(String copy, Operation original, BitSet lifted, boolean arena) {}

  /** Undoes the lending of {@code lent} where their callers placed none of the lent buffers. */
  static void apply(List<Lent> lent) {
    if (lent.isEmpty()) {
      return;
    }
    Operation module = lent.get(0).original().getParentOp();
    Map<String, Lent> byCopy = new HashMap<>();
    for (Lent l : lent) {
      byCopy.put(l.copy(), l);
    }
    List<Operation> calls = new ArrayList<>();
    module.walk(op -> {
      if (CallOp.SPEC.isa(op) && op.getAttr("callee") instanceof FlatSymbolRefAttr r
          && byCopy.containsKey(r.getRootReference())) {
        calls.add(op);
      }
    });
    for (Operation call : calls) {
      Lent l = byCopy.get(((FlatSymbolRefAttr) call.getAttr("callee")).getRootReference());
      int lentCount = l.lifted().cardinality() + (l.arena() ? 1 : 0);
      int first = call.getNumOperands() - lentCount;
      List<Operation> allocs = new ArrayList<>();
      Set<Operation> arenas = new java.util.LinkedHashSet<>();
      for (int i = first; i < call.getNumOperands(); i++) {
        Operation def = call.getOperand(i).getDefiningOp();
        if (def != null && ViewOp.SPEC.isa(def)) {
          Operation arena = def.getOperand(0).getDefiningOp();
          if (arena != null && AllocOp.SPEC.isa(arena) && arena.getBlock() == call.getBlock()) {
            arenas.add(arena);
            allocs.add(def);
          }
        } else if (def != null && AllocOp.SPEC.isa(def) && def.getBlock() == call.getBlock()) {
          allocs.add(def);
        }
      }
      if (allocs.size() == lentCount && arenas.stream().allMatch(a -> onlyViewsOf(a, allocs))) {
        restore(call, l, first, allocs);
        for (Operation a : arenas) {
          if (a.getResult(0).useEmpty()) {
            a.erase();
          }
        }
      }
    }
    Set<String> referenced = Calls.referenced(module);
    if (referenced == null) {
      return;
    }
    for (Lent l : lent) {
      eraseIfUnreferenced(SymbolTable.lookupSymbolIn(module, l.copy()), referenced);
      eraseIfUnreferenced(l.original(), referenced);
    }
  }

  /** Whether arena {@code arena} is used only by views among {@code lent}. */
  private static boolean onlyViewsOf(Operation arena, List<Operation> lent) {
    for (jopt.ir.OpOperand use : arena.getResult(0).getUses()) {
      if (!lent.contains(use.getOwner())) {
        return false;
      }
    }
    return true;
  }

  /** {@code call} of the copy replaced by a call of the original; its lent buffers go. */
  private static void restore(Operation call, Lent l, int first, List<Operation> allocs) {
    Builder b = new Builder(call.getContext());
    b.setInsertionPoint(call);
    FunctionType type = FuncOp.getFunctionType(l.original());
    Operation original = Calls.callLike(b, call, SymbolTable.getSymbolName(l.original()),
        type.getResults(), call.getOperands().subList(0, first));
    int k = 0;
    int n = 0;
    for (int r = 0; r < type.getResults().size(); r++) {
      Value now = original.getResult(r);
      if (l.lifted().get(r)) {
        allocs.get(k++).getResult(0).replaceAllUsesWith(now);
      } else {
        call.getResult(n++).replaceAllUsesWith(now);
      }
    }
    call.erase();
    for (Operation a : allocs) {
      if (a.getResult(0).useEmpty()) {
        a.erase();
      }
    }
  }

  private static void eraseIfUnreferenced(Operation func, Set<String> referenced) {
    if (func == null || func.getParentOp() == null) {
      return;
    }
    if (!Calls.isPublic(func) && !referenced.contains(SymbolTable.getSymbolName(func))) {
      func.erase();
    }
  }
}
