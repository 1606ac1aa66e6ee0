package jopt.passes.memopt;

import java.util.Set;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.BlockArgument;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.passes.analysis.IndexEvaluation;

/**
 * What a dynamic size counts for (elements) when {@code jopt-tile-for-memory} compares chains:
 * every dynamic size the same ({@link #uniform}: {@link TileChain#DYNAMIC_HINT}, or a version's
 * hint where the function has one dynamic size), or, in a version of a function of several
 * dynamic sizes for a bucket of one of them ({@link VersionForSizesPass}), that size, dimension
 * {@code dim} of argument {@code arg}, counted as {@code n} and the others as
 * {@link TileChain#DYNAMIC_HINT}. A dimension counts as the versioned size where its extent, as
 * the IR names it (through inits, pads, casts, {@code tensor.empty} and slice sizes), evaluates
 * from {@code tensor.dim}s of that argument dimension and constants ({@code batch * 8} counts
 * {@code 8 n}); any other dynamic dimension counts as the default.
 *
 * @param arg the versioned argument, -1 for a uniform hint
 */
record SizeHint(long n, int arg, int dim) {

  /** Every dynamic size counted as {@code n}. */
  static SizeHint uniform(long n) {
    return new SizeHint(n, -1, -1);
  }

  /** The default: every dynamic size counted as {@link TileChain#DYNAMIC_HINT}. */
  static final SizeHint DEFAULT = uniform(TileChain.DYNAMIC_HINT);

  boolean isUniform() {
    return arg < 0;
  }

  /** What dynamic dimension {@code d} of {@code v} counts for. */
  long of(Value v, int d) {
    if (isUniform()) {
      return n;
    }
    Long traced = traced(v, d);
    return traced != null && traced > 0 ? traced : TileChain.DYNAMIC_HINT;
  }

  /** What the extent of {@code chain}'s loop, if dynamic, counts for. */
  long extent(TileChain chain) {
    if (isUniform()) {
      return n;
    }
    Set<Value> named = LoopExtent.of(chain);
    for (Value s : named) {
      Long k = evaluation().evaluate(s);
      if (k != null && k > 0) {
        return k;
      }
    }
    return TileChain.DYNAMIC_HINT;
  }

  /** The versioned size's count where dimension {@code d} of {@code v} evaluates from it; else null. */
  private Long traced(Value v, int d) {
    // Each step goes to a value defined before: this ends.
    while (true) {
      if (!(v.getType() instanceof RankedTensorType t) || d < 0 || d >= t.getRank()
          || !ShapedType.isDynamic(t.getShape()[d])) {
        return null;
      }
      if (v instanceof BlockArgument a) {
        return a.getOwner().isEntryBlock() && a.getArgNumber() == arg && d == dim ? n : null;
      }
      Operation def = v.getDefiningOp();
      LinalgOp l = LinalgOp.of(def);
      if (l != null && v instanceof OpResult r) {
        v = l.tiedInit(r.getResultNumber());
      } else if (PadOp.SPEC.isa(def) || CastOp.SPEC.isa(def)) {
        v = def.getOperand(0); // a pad's extent counts as its source's (pads are small)
      } else {
        Value s = LoopExtent.size(v, d);
        return s == null ? null : evaluation().evaluate(LoopExtent.named(s));
      }
    }
  }

  /** Index arithmetic with the versioned size bound to {@code n}, other sizes unknown. */
  private IndexEvaluation evaluation() {
    return new IndexEvaluation((a, k) -> a.getArgNumber() == arg && k == dim ? n : null);
  }
}
