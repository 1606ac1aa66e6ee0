package jopt.passes.bufferization.placement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.dialects.bufferization.AllocationOpInterface;
import jopt.ir.Block;
import jopt.ir.DominanceInfo;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * Upstream's BufferAllocationHoisting: each allocation of a function moves up, as far as its
 * {@link Mode} lets it, towards the nearest common dominator of every use of every alias of
 * its buffer, never above the blocks defining its operands. The walk goes from the
 * allocation's block to its immediate dominator while that lies inside the parent op, else out
 * of the parent op if it is a loop-like or region-branch op the mode accepts; the op then
 * moves before the first op of the placement block that holds it (or before the terminator).
 * Allocations go in MLIR's order: the heap allocations in post-order, then the stack ones.
 */
final class AllocationHoisting {
  /** What distinguishes buffer-hoisting from buffer-loop-hoisting. */
  enum Mode {
    /**
     * buffer-hoisting: memref.alloc (Block hoisting kind) into dominating blocks and out of
     * region ops that are not loops, up to the lower of the aliases' common dominator and the
     * operands' blocks.
     */
    DOMINATORS(AllocationOpInterface.HoistingKind.BLOCK),
    /**
     * buffer-loop-hoisting: memref.alloc and memref.alloca (Loop hoisting kind) only out of
     * sequential loops that the aliases' common dominator lies inside (no buffer reaches the
     * next iteration), up to the operands' blocks.
     */
    LOOPS(AllocationOpInterface.HoistingKind.LOOP);

    final AllocationOpInterface.HoistingKind kind;

    Mode(AllocationOpInterface.HoistingKind kind) {
      this.kind = kind;
    }
  }

  private final DominanceInfo dominance = new DominanceInfo();
  private final Operation root;
  private final BufferViewFlowAnalysis aliases;
  private final Mode mode;

  AllocationHoisting(Operation root, Mode mode) {
    this.root = root;
    this.mode = mode;
    this.aliases = new BufferViewFlowAnalysis(root, BufferViewFlowAnalysis.Model.MLIR);
  }

  void run() {
    List<Value> values = new ArrayList<>();
    for (BufferPlacementAllocs.Entry e : BufferPlacementAllocs.collect(root)) {
      values.add(e.alloc());
    }
    values.addAll(BufferPlacementAllocs.stackAllocations(root));
    for (Value alloc : values) {
      Operation def = alloc.getDefiningOp();
      // An allocation in a block its region never reaches stays (MLIR 22 may crash on it).
      if (!AllocationOpInterface.allows(def, mode.kind)
          || !dominance.isReachableFromEntry(alloc.getParentBlock())) {
        continue;
      }
      Block aliasDominator = commonDominator(alloc, aliases.resolve(alloc));
      if (aliasDominator == null) {
        continue; // an alias used where the dominator tree has no node
      }
      Block dependencyBlock = null;
      for (Value operand : def.getOperands()) {
        Block b = operand.getParentBlock();
        if (dependencyBlock == null || dominance.dominates(dependencyBlock, b)) {
          dependencyBlock = b;
        }
      }
      Block placement = placementBlock(alloc.getParentBlock(), aliasDominator,
          upperBound(aliasDominator, dependencyBlock));
      Operation start = BufferPlacementAllocs.startOperation(alloc, placement);
      if (start != def) {
        def.moveBefore(start);
      }
    }
  }

  /**
   * MLIR's findCommonDominator: the nearest common dominator of the value's block, the blocks
   * of its aliases and of all their users (null when there is none).
   */
  private Block commonDominator(Value value, Set<Value> values) {
    Block dom = value.getParentBlock();
    for (Value v : values) {
      for (Operation user : v.getUsers()) {
        dom = dominance.findNearestCommonDominator(dom, user.getBlock());
      }
      dom = dominance.findNearestCommonDominator(dom, v.getParentBlock());
    }
    return dom;
  }

  /** MLIR's computeUpperBound of the two hoisting states: null for no bound. */
  private Block upperBound(Block aliasDominator, Block dependencyBlock) {
    if (mode == Mode.LOOPS || dependencyBlock == null) {
      return mode == Mode.LOOPS ? dependencyBlock : aliasDominator;
    }
    return dominance.properlyDominates(aliasDominator, dependencyBlock) ? dependencyBlock : aliasDominator;
  }

  /** MLIR's isLegalPlacement: whether the allocation may leave {@code parent}. */
  private boolean mayLeave(Operation parent, Block aliasDominator) {
    if (mode == Mode.DOMINATORS) {
      return !RegionControlFlow.isLoop(parent);
    }
    return RegionControlFlow.isSequentialLoop(parent) && aliasDominator != null
        && !dominance.dominates(aliasDominator, parent.getBlock());
  }

  /**
   * MLIR's findPlacementBlock, from {@code start}, never to a block {@code upperBound} does not
   * properly dominate.
   */
  private Block placementBlock(Block start, Block aliasDominator, Block upperBound) {
    Block placement = start;
    Block current = start;
    while (true) {
      Operation parentOp = current.getParentOp();
      Block parentBlock = parentOp == null ? null : parentOp.getBlock();
      if (parentBlock == null
          || (upperBound != null && !dominance.properlyDominates(upperBound, current))) {
        break;
      }
      Block idom = null;
      if (!current.isEntryBlock()) {
        idom = dominance.getImmediateDominator(current);
        if (idom == null) {
          break; // an unreachable block has no dominator (MLIR 22 crashes here)
        }
      }
      if (idom != null && dominance.properlyDominates(parentBlock, idom)) {
        current = idom;
        if (mode == Mode.DOMINATORS) {
          placement = current;
        }
      } else {
        if (!RegionControlFlow.isKnown(parentOp) || !mayLeave(parentOp, aliasDominator)) {
          break;
        }
        current = parentBlock;
        placement = current;
      }
    }
    return placement;
  }
}
