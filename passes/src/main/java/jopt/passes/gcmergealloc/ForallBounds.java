package jopt.passes.gcmergealloc;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.scf.ForallOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.ShapedType;

/**
 * The bounds of an {@code scf.forall}, each lower bound, upper bound and step either static (in
 * {@code staticLowerBound}/{@code staticUpperBound}/{@code staticStep}) or an operand (the
 * first three operand segments), as MLIR's mixed bounds.
 */
record ForallBounds(Operation op, List<Bound> lbs, List<Bound> ubs, List<Bound> steps) {
  /** A static value ({@code value == null}) or an SSA value. */
  record Bound(long staticValue, Value value) {
    /** The constant, also of an SSA value defined by a constant op, or null. */
    Long constant() {
      if (value == null) {
        return staticValue;
      }
      return Matchers.constantValue(value) instanceof IntegerAttr a ? a.getInt() : null;
    }
  }

  /** The bounds of {@code op}, or null when it is not an {@code scf.forall}. */
  static ForallBounds of(Operation op) {
    if (!ForallOp.SPEC.isa(op)) {
      return null;
    }
    ForallOp forall = ForallOp.of(op);
    return new ForallBounds(op, mixed(forall.staticLowerBound(), forall.dynamicLowerBound()),
        mixed(forall.staticUpperBound(), forall.dynamicUpperBound()),
        mixed(forall.staticStep(), forall.dynamicStep()));
  }

  private static List<Bound> mixed(long[] statics, List<Value> dynamics) {
    int operand = 0;
    List<Bound> out = new ArrayList<>();
    for (long s : statics) {
      if (s == ShapedType.DYNAMIC) {
        out.add(new Bound(0, dynamics.get(operand++)));
      } else {
        out.add(new Bound(s, null));
      }
    }
    return out;
  }

  int rank() {
    return lbs.size();
  }

  List<Value> inductionVars() {
    return op.getInterface(LoopLikeOpInterface.class).getInductionVars(op);
  }

  /** MLIR's isForallLoopBoundStatic test of graph-compiler: every bound is a constant. */
  boolean isStatic() {
    for (List<Bound> l : List.of(lbs, ubs, steps)) {
      for (Bound b : l) {
        if (b.constant() == null) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether every dimension has a known trip count above 0 (only asked of static loops). */
  boolean runs() {
    for (int d = 0; d < rank(); d++) {
      Long n = tripCount(d);
      if (n == null || n <= 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * MLIR's constantTripCount of dimension {@code d}: 0 when the lower and upper bound are one SSA
   * value, else {@code ceil((ub - lb) / step)} of the constants, or null.
   */
  Long tripCount(int d) {
    return tripCount(lbs.get(d), ubs.get(d), steps.get(d));
  }

  static Long tripCount(Bound lb, Bound ub, Bound step) {
    if (lb.value() != null && lb.value() == ub.value()) {
      return 0L;
    }
    Long l = lb.constant();
    Long u = ub.constant();
    Long s = step.constant();
    if (l == null || u == null || s == null || s == 0) {
      return null;
    }
    return -Math.floorDiv(l - u, s); // ceil((u - l) / s)
  }
}
