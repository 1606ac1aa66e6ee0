package jopt.passes.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.BlockArgument;
import jopt.ir.DominanceInfo;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.ConditionallySpeculatable;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.interfaces.SideEffects;

/**
 * MLIR's moveValueDefinitions (RegionUtils): moves the pure ops that define {@code values},
 * with what they depend on, before {@code insertionPoint} in the same block, so that the
 * values dominate it.
 */
public final class ValueMotion {
  private ValueMotion() {}

  /** Returns false (moving nothing) when a value is a block argument, in another block, or depends on an impure op or on the insertion point. */
  public static boolean moveValueDefinitions(PatternRewriter rewriter, List<Value> values, Operation insertionPoint) {
    return moveValueDefinitions(values, insertionPoint, op -> rewriter.moveOpBefore(op, insertionPoint));
  }

  /** The same, for a pass that rewrites without a rewriter (moves with {@link Operation#moveBefore}). */
  public static boolean moveValueDefinitions(List<Value> values, Operation insertionPoint) {
    return moveValueDefinitions(values, insertionPoint, op -> op.moveBefore(insertionPoint));
  }

  private static boolean moveValueDefinitions(List<Value> values, Operation insertionPoint,
      java.util.function.Consumer<Operation> moveBefore) {
    DominanceInfo dominance = new DominanceInfo();
    List<Value> pruned = new ArrayList<>();
    for (Value v : values) {
      if (dominance.properlyDominates(v, insertionPoint)) {
        continue;
      }
      if (v instanceof BlockArgument || v.getDefiningOp().getBlock() != insertionPoint.getBlock()) {
        return false;
      }
      pruned.add(v);
    }
    if (pruned.isEmpty()) {
      return true;
    }
    Set<Operation> slice = new LinkedHashSet<>();
    Deque<Operation> work = new ArrayDeque<>();
    for (Value v : pruned) {
      work.add(v.getDefiningOp());
    }
    while (!work.isEmpty()) {
      Operation op = work.pop();
      if (slice.contains(op) || dominance.properlyDominates(op, insertionPoint)) {
        continue;
      }
      if (!SideEffects.isMemoryEffectFree(op) || !ConditionallySpeculatable.isSpeculatable(op)) {
        return false;
      }
      slice.add(op);
      op.walk((Operation nested) -> {
        for (Value operand : nested.getOperands()) {
          Operation def = operand.getDefiningOp();
          if (def != null && def.getBlock() == insertionPoint.getBlock()) {
            work.add(def);
          }
        }
      });
    }
    if (slice.contains(insertionPoint)) {
      return false;
    }
    List<Operation> sorted = new ArrayList<>(slice);
    sorted.sort((a, b) -> a == b ? 0 : a.isBeforeInBlock(b) ? -1 : 1);
    for (Operation op : sorted) {
      moveBefore.accept(op);
    }
    return true;
  }
}
