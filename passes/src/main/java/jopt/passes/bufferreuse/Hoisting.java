package jopt.passes.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Buffer hoisting (MLIR-HLO's hoistAllocs), innermost ops first: a static alloc of a region of a
 * region-branch op that is deallocated in the same region moves before the op, its dealloc after
 * it; an alloc of the same type hoisted from an earlier region of the op (the then branch for the
 * else branch, the before region for the after region) is reused instead. Not out of parallel
 * loops (scf.parallel, scf.forall), whose iterations would share the buffer (jopt's guard).
 * With {@code keepPeak}, only a buffer whose bytes the parent's regions can hold at every op
 * without a larger peak ({@link PeakModel#admitsHoisting}).
 */
final class Hoisting {
  private Hoisting() {}

  /** Hoists in {@code block} and the regions nested in it; true if anything moved. */
  static boolean run(Block block, boolean keepPeak) {
    boolean changed = false;
    for (Operation op = block.getFirstOp(); op != null; op = op.getNextNode()) {
      for (Region r : op.getRegions()) {
        if (!r.isEmpty()) {
          changed |= run(r.front(), keepPeak);
        }
      }
      if (Ops.isRegionBranch(op) && !Ops.isParallelLoop(op)) {
        List<Value> hoisted = new ArrayList<>();
        for (Region r : op.getRegions()) {
          hoisted = hoist(op, r, hoisted, keepPeak);
        }
        changed |= !hoisted.isEmpty();
      }
    }
    return changed;
  }

  /**
   * Hoists the allocs of {@code region} out of {@code parent}, reusing {@code free} (allocs
   * hoisted from the op's earlier regions, null once taken); returns those hoisted or reused,
   * then the free ones left.
   */
  private static List<Value> hoist(Operation parent, Region region, List<Value> free,
      boolean keepPeak) {
    if (region.isEmpty()) {
      return free;
    }
    List<Value> free2 = new ArrayList<>(free);
    List<Value> result = new ArrayList<>();
    Operation op = region.front().getFirstOp();
    while (op != null) {
      if (!Ops.isStaticAlloc(op)) {
        op = op.getNextNode();
        continue;
      }
      Operation dealloc = null;
      for (Operation user : op.getResult(0).getUsers()) {
        if (Ops.isDealloc(user) && user.getParentRegion() == region) {
          dealloc = user;
          break;
        }
      }
      if (dealloc == null) {
        op = op.getNextNode();
        continue;
      }
      Value alloc = op.getResult(0);
      int reusable = -1;
      for (int i = 0; i < free2.size() && reusable < 0; i++) {
        if (free2.get(i) != null && free2.get(i).getType().equals(alloc.getType())) {
          reusable = i;
        }
      }
      Operation allocOp = op;
      if (reusable < 0 && keepPeak
          && !PeakModel.admitsHoisting(parent, region, allocOp, dealloc)) {
        op = op.getNextNode();
        continue;
      }
      if (reusable < 0) {
        dealloc.moveAfter(parent);
        op = op.getNextNode();
        allocOp.moveBefore(parent);
        result.add(alloc);
      } else {
        alloc.replaceAllUsesWith(free2.get(reusable));
        dealloc.erase();
        op = op.getNextNode();
        allocOp.erase();
        result.add(free2.get(reusable));
        free2.set(reusable, null);
      }
    }
    for (Value v : free2) {
      if (v != null) {
        result.add(v);
      }
    }
    return result;
  }
}
