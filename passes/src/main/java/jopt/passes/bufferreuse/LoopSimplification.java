package jopt.passes.bufferreuse;

import jopt.passes.analysis.BufferViewFlowAnalysis;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jopt.passes.analysis.ValueClasses;
import jopt.passes.analysis.ValueOrder;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * Loop simplification (MLIR-HLO's simplifyLoopDeallocs) for the region-branch ops of a block:
 * the values an op passes along its edges fall into classes (an operand with the region
 * arguments and results it reaches). A class made only of the op's operands, its own region
 * arguments and results that are unused or only deallocated in this block, with as many such
 * deallocs as operands, merely permutes its buffers: the deallocs are re-pointed to the operands
 * (in the original's value order), which enables reuse and stack promotion.
 */
final class LoopSimplification {
  private LoopSimplification() {}

  static boolean run(Block block) {
    boolean changed = false;
    for (Operation op : block.getOpList()) {
      if (Ops.isRegionBranch(op)) {
        changed |= simplify(op, block);
      }
    }
    return changed;
  }

  private static boolean simplify(Operation op, Block block) {
    Set<Value> operands = new HashSet<>(op.getOperands());
    // Results that are unused (no dealloc) or whose only use is a dealloc in this block.
    Map<Value, Operation> results = new HashMap<>();
    for (Value r : op.getResults()) {
      if (r.useEmpty()) {
        results.put(r, null);
      } else if (r.hasOneUse()) {
        Operation user = r.getUsers().get(0);
        if (Ops.isDealloc(user) && user.getParentRegion() == block.getParent()) {
          results.put(r, user);
        }
      }
    }
    ValueClasses eq = new ValueClasses();
    unionAlongEdges(eq, op, null);
    for (Region r : op.getRegions()) {
      unionAlongEdges(eq, op, r);
    }
    List<Value> all = eq.values();
    all.sort(ValueOrder.INSTANCE);
    boolean changed = false;
    for (Value v : all) {
      if (eq.leader(v) != v) {
        continue;
      }
      TreeSet<Value> equivalentOperands = new TreeSet<>(ValueOrder.INSTANCE);
      List<Operation> deallocs = new ArrayList<>();
      boolean failed = false;
      for (Value m : eq.members(v)) {
        if (operands.contains(m)) {
          equivalentOperands.add(m);
        } else if (results.containsKey(m)) {
          if (results.get(m) != null) {
            deallocs.add(results.get(m));
          }
        } else if (m instanceof BlockArgument a) {
          if (a.getOwner().getParentOp() != op) {
            failed = true;
          }
        } else {
          failed = true;
        }
        if (failed) {
          break;
        }
      }
      if (!failed && equivalentOperands.size() == deallocs.size()) {
        List<Value> ordered = new ArrayList<>(equivalentOperands);
        for (int i = 0; i < deallocs.size(); i++) {
          deallocs.get(i).setOperand(0, ordered.get(i));
          changed = true;
        }
      }
    }
    return changed;
  }

  private static void unionAlongEdges(ValueClasses eq, Operation op, Region point) {
    BufferViewFlowAnalysis.forEachRegionBranchFlow(op, point, eq::union);
  }
}
