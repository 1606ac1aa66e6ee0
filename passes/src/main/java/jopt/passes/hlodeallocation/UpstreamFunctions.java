package jopt.passes.hlodeallocation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.bufferization.BufferizationDialect;
import jopt.dialects.func.FuncOp;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Walk;

/**
 * The functions of a module that {@code jopt-deallocate} leaves to upstream's ownership-based
 * deallocation: those whose block structure hlo-deallocate does not take (more than one block in
 * the body or in a region-branch op's region), those with an op under upstream's manual
 * deallocation scheme (the {@code bufferization.manual_deallocation} attribute: buffers the pass
 * must neither own nor free, frees of buffers it does not own, e.g. arguments), those
 * hlo-deallocate refused when tried (given by their position among the module's functions), and
 * every function they reference, transitively.
 * The closure keeps the two ABIs apart: a function upstream deallocates keeps its signature
 * (arguments borrowed, results owned), so hlo-deallocate may call it as a declaration, while
 * hlo-deallocate's functions, which gain ownership results, are never called from it.
 */
final class UpstreamFunctions {
  private UpstreamFunctions() {}

  /**
   * Those functions of {@code module} (with bodies), {@code refused} the positions in walk order
   * among its functions of those hlo-deallocate refused.
   */
  static Set<Operation> of(Operation module, Set<Integer> refused) {
    Set<Operation> result = new LinkedHashSet<>();
    Deque<Operation> work = new ArrayDeque<>();
    int[] position = {0};
    module.walk(op -> {
      if (!FuncOp.SPEC.isa(op)) {
        return;
      }
      if (!op.getRegion(0).isEmpty() && (refused.contains(position[0]) || !hloTakes(op))) {
        work.add(op);
      }
      position[0]++;
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

  /**
   * Whether {@code func}'s body and every region-branch region in it have one block and no op
   * in it is under manual deallocation.
   */
  private static boolean hloTakes(Operation func) {
    if (func.getRegion(0).getBlocks().size() > 1) {
      return false;
    }
    boolean[] takes = {true};
    func.walk(op -> {
      if (op != func && (Preconditions.multiBlockRegion(op)
          || op.getAttr(BufferizationDialect.MANUAL_DEALLOCATION_ATTR) != null)) {
        takes[0] = false;
        return Walk.Result.INTERRUPT;
      }
      return Walk.Result.ADVANCE;
    });
    return takes[0];
  }
}
