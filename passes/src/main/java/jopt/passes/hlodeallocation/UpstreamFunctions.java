package jopt.passes.hlodeallocation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.ir.Operation;
import jopt.ir.SymbolTable;
import jopt.ir.Walk;

/**
 * The functions of a module that {@code jopt-deallocate} leaves to upstream's ownership-based
 * deallocation: those whose block structure hlo-deallocate does not take (more than one block in
 * the body or in a region-branch op's region), and every function they reference, transitively.
 * The closure keeps the two ABIs apart: a function upstream deallocates keeps its signature
 * (arguments borrowed, results owned), so hlo-deallocate may call it as a declaration, while
 * hlo-deallocate's functions, which gain ownership results, are never called from it.
 */
final class UpstreamFunctions {
  private UpstreamFunctions() {}

  /** Those functions of {@code module} (with bodies), in walk order. */
  static Set<Operation> of(Operation module) {
    Set<Operation> result = new LinkedHashSet<>();
    Deque<Operation> work = new ArrayDeque<>();
    module.walk(op -> {
      if (FuncOp.SPEC.isa(op) && !op.getRegion(0).isEmpty() && !singleBlocked(op)) {
        work.add(op);
      }
    });
    while (!work.isEmpty()) {
      Operation f = work.poll();
      if (!result.add(f)) {
        continue;
      }
      List<SymbolTable.SymbolUse> uses = SymbolTable.getSymbolUses(f.getRegion(0));
      for (SymbolTable.SymbolUse use : uses == null ? List.<SymbolTable.SymbolUse>of() : uses) {
        Operation target = SymbolTable.lookupNearestSymbolFrom(use.user(), use.ref());
        if (target != null && FuncOp.SPEC.isa(target) && !target.getRegion(0).isEmpty()) {
          work.add(target);
        }
      }
    }
    return result;
  }

  /** Whether {@code func}'s body and every region-branch region in it have one block. */
  private static boolean singleBlocked(Operation func) {
    if (func.getRegion(0).getBlocks().size() > 1) {
      return false;
    }
    boolean[] single = {true};
    func.walk(op -> {
      if (op != func && Preconditions.multiBlockRegion(op)) {
        single[0] = false;
        return Walk.Result.INTERRUPT;
      }
      return Walk.Result.ADVANCE;
    });
    return single[0];
  }
}
