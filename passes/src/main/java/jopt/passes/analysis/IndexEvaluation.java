package jopt.passes.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.CastOpInterface;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface;
import jopt.ir.interfaces.ShapedDimOpInterface;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;

/**
 * The value of an integer or index computation once the dynamic sizes of a function's arguments
 * are bound: a dimension read ({@link ShapedDimOpInterface}) of a function's argument takes its
 * bound size, a static dimension its size, and any other op is evaluated by its own folder on
 * its evaluated operands, so every op that folds takes part; a dynamic dimension of an op's
 * result is the value the op states for it ({@link ReifyRankedShapedTypeOpInterface} without
 * new IR: an allocation's size operand, an expand_shape's output_shape, ...), of a cast's or a
 * branch's result the one it passes on (the same in every region of an scf.if). Null where a value
 * depends on anything else (a loaded value, a loop variable, an op that does not fold, a chain deeper than
 * {@link #MAX_DEPTH}). Reads the IR only.
 */
public final class IndexEvaluation {
  /** The size bound to dimension {@code dim} of entry-block argument {@code arg}, or null. */
  @FunctionalInterface
  public interface Sizes {
    Long of(BlockArgument arg, int dim);
  }

  /** Deeper chains of operands are not evaluated (no stack overflow on long chains). */
  static final int MAX_DEPTH = 256;

  private final Sizes sizes;
  private final Map<Value, Long> memo = new HashMap<>();

  public IndexEvaluation(Sizes sizes) {
    this.sizes = sizes;
  }

  /** The value of {@code v} under the binding, or null if it is not known. */
  public Long evaluate(Value v) {
    return evaluate(v, 0);
  }

  private Long evaluate(Value v, int depth) {
    if (memo.containsKey(v)) {
      return memo.get(v);
    }
    Long out = depth > MAX_DEPTH ? null : compute(v, depth);
    if (depth <= MAX_DEPTH) {
      memo.put(v, out);
    }
    return out;
  }

  private Long compute(Value v, int depth) {
    Operation def = v.getDefiningOp();
    if (def == null || def.getNumResults() != 1) {
      return null;
    }
    ShapedDimOpInterface dimOp = def.getInterface(ShapedDimOpInterface.class);
    if (dimOp != null) {
      return dimension(dimOp.getShapedValue(def), evaluate(dimOp.getDimension(def), depth + 1),
          depth);
    }
    List<Attribute> operands = new ArrayList<>(def.getNumOperands());
    for (Value operand : def.getOperands()) {
      Long x = evaluate(operand, depth + 1);
      if (x == null) {
        return null;
      }
      operands.add(IntegerAttr.get(operand.getType(), x));
    }
    List<OpFoldResult> results = new ArrayList<>(1);
    if (!def.getDef().fold(def, operands, results) || results.size() != 1) {
      return null;
    }
    OpFoldResult r = results.get(0);
    if (!r.isAttribute()) {
      // A fold to one of its operands (arith.select on a known condition).
      return r.value() == v ? null : evaluate(r.value(), depth + 1);
    }
    return r.attr() instanceof IntegerAttr a ? a.getValue() : null;
  }

  /**
   * The dimension of a value an op passes on unchanged in shape: a cast's operand's, or for a
   * branch (scf.if, not a loop) the one every region yields, where all agree (the size is then
   * the same whichever region runs).
   */
  private Long forwarded(OpResult r, Long index, int depth) {
    Operation op = r.getDefiningOp();
    if (op.getInterface(CastOpInterface.class) != null && op.getNumOperands() == 1) {
      return dimension(op.getOperand(0), index, depth + 1);
    }
    if (!Branches.runsOneRegion(op)) {
      return null;
    }
    Long agreed = null;
    for (Region region : op.getRegions()) {
      for (Block b : region.getBlocks()) {
        Operation yield = b.getTerminator();
        RegionBranchTerminatorOpInterface t = yield == null ? null
            : yield.getInterface(RegionBranchTerminatorOpInterface.class);
        if (t == null) {
          continue;
        }
        List<Value> passed = t.getSuccessorOperands(yield, null);
        Long d = passed == null || r.getResultNumber() >= passed.size() ? null
            : dimension(passed.get(r.getResultNumber()), index, depth + 1);
        if (d == null || (agreed != null && !agreed.equals(d))) {
          return null;
        }
        agreed = d;
      }
    }
    return agreed;
  }

  private Long dimension(Value source, Long index, int depth) {
    if (index == null || !(source.getType() instanceof ShapedType t) || index < 0
        || index >= t.getShape().length) {
      return null;
    }
    long[] shape = t.getShape();
    long d = shape[index.intValue()];
    if (!ShapedType.isDynamic(d)) {
      return d;
    }
    if (source instanceof OpResult r) {
      // The size as the op states it without new IR (an allocation's or tensor.empty's size
      // operand, an expand_shape's output_shape, a view's sizes).
      Value size = ReifyRankedShapedTypeOpInterface.dynamicSize(r, index.intValue());
      if (size != null) {
        return evaluate(size, depth + 1);
      }
      return forwarded(r, index, depth);
    }
    return source instanceof BlockArgument a && a.getOwner().isEntryBlock()
        && a.getOwner().getParentOp() != null
        && a.getOwner().getParentOp().getInterface(FunctionOpInterface.class) != null
        ? sizes.of(a, index.intValue()) : null;
  }
}
