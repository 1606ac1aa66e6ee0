package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * Loop simplification (the seed's preprocessing): when a loop only permutes its memref
 * iter_args (every yielded memref is one of its region's arguments, nothing is freed inside)
 * and each memref result is used only by one dealloc, the results hold exactly the init
 * buffers, in some order; the deallocs are re-pointed to the inits (each init distinct and
 * otherwise dead), which lets them pair with later allocations.
 */
final class LoopSimplification {
  private LoopSimplification() {}

  static boolean run(Operation func) {
    List<Operation> loops = Buffers.opsNamed(func, "scf.for", "scf.while");
    boolean changed = false;
    for (Operation loop : loops) {
      changed |= tryLoop(loop);
    }
    return changed;
  }

  private static boolean tryLoop(Operation loop) {
    boolean isFor = loop.getName().equals("scf.for");
    List<Value> inits = loop.getOperands(isFor ? 3 : 0, loop.getNumOperands());
    List<Operation> deallocs = new ArrayList<>();
    List<Value> memrefInits = new ArrayList<>();
    for (Value init : inits) {
      if (Buffers.isMemRefValue(init)) {
        memrefInits.add(init);
      }
    }
    for (int i = 0; i < loop.getNumResults(); i++) {
      Value r = loop.getResult(i);
      if (!Buffers.isMemRefValue(r)) {
        continue;
      }
      List<Operation> users = new ArrayList<>();
      for (OpOperand u : r.getUses()) {
        users.add(u.getOwner());
      }
      if (users.size() != 1 || !Buffers.isDealloc(users.get(0))
          || users.get(0).getBlock() != loop.getBlock()) {
        return false;
      }
      deallocs.add(users.get(0));
    }
    if (deallocs.isEmpty() || deallocs.size() != memrefInits.size()
        || new HashSet<>(memrefInits).size() != memrefInits.size()) {
      return false;
    }
    for (Value init : memrefInits) {
      if (init.getDefiningOp() == null && !(init instanceof jopt.ir.BlockArgument)) {
        return false;
      }
      // The init must be dead after the loop (it lives on in the results).
      if (loop.getNextNode() != null && Buffers.usedFrom(init, loop.getNextNode())) {
        return false;
      }
    }
    if (!onlyPermutes(loop)) {
      return false;
    }
    for (int k = 0; k < deallocs.size(); k++) {
      deallocs.get(k).setOperand(0, memrefInits.get(k));
    }
    return true;
  }

  /** Every yielded memref is an argument of the yielding block; nothing inside frees. */
  private static boolean onlyPermutes(Operation loop) {
    boolean[] frees = {false};
    for (jopt.ir.Region r : loop.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation o : b.getOpList()) {
          o.walk(n -> {
            frees[0] |= Buffers.isDealloc(n) || n.getName().equals("memref.realloc")
                || n.getName().startsWith("deallocation.") || n.getName().equals("func.call");
          });
        }
        Operation t = b.getTerminator();
        Set<Value> args = new HashSet<>(b.getArguments());
        for (Value v : t.getOperands()) {
          if (Buffers.isMemRefValue(v) && !args.contains(v)) {
            return false;
          }
        }
      }
    }
    return !frees[0];
  }
}
