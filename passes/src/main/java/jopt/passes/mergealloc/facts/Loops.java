package jopt.passes.mergealloc.facts;

import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.scf.ForOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/** Facts about loops and the values that flow through them, shared by the loop rewrites. */
public final class Loops {
  private Loops() {}

  /**
   * Whether {@code v} is defined outside {@code op} (MLIR's {@code isDefinedOutsideOfLoop}):
   * in a region that {@code op} does not hold.
   */
  public static boolean definedOutside(Value v, Operation op) {
    Region region = v.getParentRegion();
    Operation parent = region == null ? null : region.getParentOp();
    return parent != null && !op.isAncestor(parent);
  }

  /**
   * {@code v} and the values it flows into (views, region arguments and results), but through
   * the ops {@code stops} (terminators that pass it on).
   */
  public static Set<Value> flowsBeside(Value v, Set<Operation> stops) {
    Set<Value> seen = new java.util.HashSet<>(List.of(v));
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(List.of(v));
    while (!work.isEmpty()) {
      Value x = work.pop();
      for (OpOperand use : x.getUses()) {
        Operation user = use.getOwner();
        if (stops.contains(user)) {
          continue;
        }
        Operation flowing = user.hasTrait(jopt.ir.Traits.IsTerminator.class)
            && user.getParentOp() != null ? user.getParentOp() : user;
        BufferViewFlowAnalysis.forEachFlow(flowing, (from, to) -> {
          if (from == x && seen.add(to)) {
            work.push(to);
          }
        });
      }
    }
    return seen;
  }

  /**
   * How many iterations scf.for {@code loop} runs: known with constant bounds and step, else
   * -1.
   */
  public static long tripCount(Operation loop) {
    Long lb = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(0));
    Long ub = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(1));
    Long step = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(2));
    if (lb == null || ub == null || step == null || step <= 0
        || ForOp.of(loop).unsignedCmp()) {
      return -1;
    }
    return trips(lb, ub, step);
  }

  /**
   * How many iterations a loop from {@code lb} below {@code ub} by {@code step} (positive)
   * runs; -1 when the span overflows.
   */
  public static long trips(long lb, long ub, long step) {
    if (ub <= lb) {
      return 0;
    }
    long span = ub - lb;
    return span <= 0 ? -1 : (span - 1) / step + 1; // span <= 0: the difference overflowed
  }

  /**
   * Whether the initial value at operand {@code operand} of {@code loop} is a fresh allocation
   * of the loop's block that nothing uses but ops before the loop that make no alias and keep
   * nothing: its memory may take the second iteration's buffer.
   */
  public static boolean initIsSpare(Operation func, Operation loop, int operand,
      BiPredicate<Operation, OpOperand> keeps) {
    Value init = loop.getOperand(operand);
    Operation a = init.getDefiningOp();
    if (a == null || !AllocOp.SPEC.isa(a) || a.getBlock() != loop.getBlock()) {
      return false;
    }
    for (OpOperand use : init.getUses()) {
      Operation user = use.getOwner();
      if (user == loop) {
        if (use.getOperandNumber() != operand) {
          return false;
        }
        continue;
      }
      if (user.getBlock() != loop.getBlock() || !user.isBeforeInBlock(loop)
          || keeps.test(func, use)) {
        return false;
      }
      for (Value r : user.getResults()) {
        if (BufferViewFlowAnalysis.isMemRef(r)) {
          return false;
        }
      }
    }
    return true;
  }
}
