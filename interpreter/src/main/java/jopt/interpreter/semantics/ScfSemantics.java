package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.memref.MixedIndices;
import jopt.dialects.scf.ExecuteRegionOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.ForallOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.IndexSwitchOp;
import jopt.dialects.scf.ParallelOp;
import jopt.dialects.scf.WhileOp;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.type.ShapedType;

/**
 * scf: loops run sequentially (forall and parallel in lexicographic order). scf.for's control
 * (its step's validity, the bound test, the next induction variable and the wrap that ends it)
 * and scf.if's condition are public static methods that compiled loops call too.
 */
public final class ScfSemantics {
  private ScfSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(ForOp.SPEC, ScfSemantics::forOp);
    r.register(IfOp.SPEC, ScfSemantics::ifOp);
    r.register(WhileOp.SPEC, ScfSemantics::whileOp);
    r.register(IndexSwitchOp.SPEC, ScfSemantics::indexSwitch);
    r.register(ForallOp.SPEC, ScfSemantics::forall);
    r.register(ParallelOp.SPEC, ScfSemantics::parallel);
    r.register(ExecuteRegionOp.SPEC, (op, ex) ->
        ex.setAll(op.getResults(), ex.runRegion(op.getRegion(0), List.of())));
  }

  private static void forOp(Operation op, Execution ex) {
    if (ex.semantics().compiler().runLoopNest(op, ex)) {
      return;
    }
    long lb = ex.getInt(op.getOperand(0));
    long ub = ex.getInt(op.getOperand(1));
    long step = ex.getInt(op.getOperand(2));
    int w = Scalars.width(op.getOperand(0).getType());
    boolean unsigned = op.hasAttr("unsignedCmp");
    if (!validStep(step, unsigned)) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "scf.for with non-positive step " + step);
    }
    List<Object> iter = ex.getAll(op.getOperands(3, op.getNumOperands()));
    Region body = op.getRegion(0);
    for (long iv = lb; less(iv, ub, w, unsigned); ) {
      List<Object> args = new ArrayList<>(iter.size() + 1);
      args.add(iv);
      args.addAll(iter);
      iter = ex.runRegion(body, args);
      long next = next(iv, step, w);
      if (wrapped(next, iv, w, unsigned)) {
        break;
      }
      iv = next;
    }
    ex.setAll(op.getResults(), iter);
  }

  /** A step scf.for may take: positive (with unsignedCmp, any but 0); else undefined. */
  public static boolean validStep(long step, boolean unsigned) {
    return step > 0 || (unsigned && step != 0);
  }

  /** Whether {@code a} is below {@code b} (width {@code w}): the loop runs its body at a. */
  public static boolean less(long a, long b, int w, boolean unsigned) {
    return unsigned ? Long.compareUnsigned(Scalars.unsigned(a, w), Scalars.unsigned(b, w)) < 0
        : a < b;
  }

  /** The induction variable after {@code iv}: iv + step wrapped to width {@code w}. */
  public static long next(long iv, long step, int w) {
    return Scalars.normalize(iv + step, w);
  }

  /** Whether {@code next} wrapped (is not above {@code iv}): the loop ends, as in LLVM. */
  public static boolean wrapped(long next, long iv, int w, boolean unsigned) {
    return unsigned ? Long.compareUnsigned(Scalars.unsigned(next, w), Scalars.unsigned(iv, w)) <= 0
        : next <= iv;
  }

  /** scf.if: whether condition {@code c} (an i1) takes the then region. */
  public static boolean thenTaken(long c) {
    return c != 0;
  }

  private static void ifOp(Operation op, Execution ex) {
    boolean c = thenTaken(ex.getInt(op.getOperand(0)));
    Region region = op.getRegion(c ? 0 : 1);
    if (region.isEmpty()) {
      return;
    }
    ex.setAll(op.getResults(), ex.runRegion(region, List.of()));
  }

  /** scf.index_switch: the region of the case equal to the argument, else the default region. */
  private static void indexSwitch(Operation op, Execution ex) {
    jopt.dialects.scf.IndexSwitchOp s = jopt.dialects.scf.IndexSwitchOp.of(op);
    long v = ex.getInt(s.arg());
    long[] cases = s.cases();
    Region region = s.defaultRegion();
    for (int i = 0; i < cases.length; i++) {
      if (cases[i] == v) {
        region = s.caseRegions().get(i);
        break;
      }
    }
    ex.setAll(op.getResults(), ex.runRegion(region, List.of()));
  }

  private static void whileOp(Operation op, Execution ex) {
    List<Object> args = ex.getAll(op.getOperands());
    while (true) {
      List<Object> cond = ex.runRegion(op.getRegion(0), args);
      List<Object> forwarded = cond.subList(1, cond.size());
      if ((Long) cond.get(0) == 0) {
        ex.setAll(op.getResults(), forwarded);
        return;
      }
      args = ex.runRegion(op.getRegion(1), new ArrayList<>(forwarded));
    }
  }

  private static long[] bounds(Execution ex, Operation op, String attr, int seg) {
    long[] statics = DynamicIndexList.staticValues(op, attr).clone();
    List<jopt.ir.Value> dyn = MixedIndices.segment(op, seg);
    int k = 0;
    for (int i = 0; i < statics.length; i++) {
      if (statics[i] == ShapedType.DYNAMIC) {
        statics[i] = ex.getInt(dyn.get(k++));
      }
    }
    return statics;
  }

  private static void forall(Operation op, Execution ex) {
    if (!MixedIndices.segment(op, 3).isEmpty()) {
      throw ex.error(Kind.UNSUPPORTED, op, "scf.forall with shared_outs (tensors) is not "
          + "supported by the interpreter");
    }
    long[] ubs = bounds(ex, op, "staticUpperBound", 1);
    long[] lbs = op.hasAttr("staticLowerBound") ? bounds(ex, op, "staticLowerBound", 0)
        : new long[ubs.length];
    long[] steps = op.hasAttr("staticStep") ? bounds(ex, op, "staticStep", 2) : ones(ubs.length);
    Operation term = op.getRegion(0).front().getTerminator();
    if (term != null && term.getNumRegions() > 0 && !term.getRegion(0).isEmpty()
        && term.getRegion(0).front().getFirstOp() != null) {
      throw ex.error(Kind.UNSUPPORTED, term, "parallel inserts into tensors are not supported "
          + "by the interpreter");
    }
    iterate(ex, op, lbs, ubs, steps, ivs -> ex.runRegion(op.getRegion(0), ivs));
  }

  private static long[] ones(int n) {
    long[] r = new long[n];
    java.util.Arrays.fill(r, 1);
    return r;
  }

  interface Body {
    List<Object> run(List<Object> ivs);
  }

  /** Runs {@code body} over the iteration space in lexicographic order. */
  private static void iterate(Execution ex, Operation op, long[] lbs, long[] ubs, long[] steps,
      Body body) {
    int n = lbs.length;
    for (int d = 0; d < n; d++) {
      if (steps[d] <= 0) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "non-positive step " + steps[d]);
      }
      if (lbs[d] >= ubs[d]) {
        return;
      }
    }
    lexicographic(lbs, ubs, steps, body);
  }

  /**
   * Runs {@code body} at every point of [lbs, ubs) by {@code steps} in lexicographic order
   * (nothing when a dimension is empty); scf.parallel/forall and affine.parallel share it.
   */
  static void lexicographic(long[] lbs, long[] ubs, long[] steps, Body body) {
    int n = lbs.length;
    for (int d = 0; d < n; d++) {
      if (lbs[d] >= ubs[d]) {
        return;
      }
    }
    long[] iv = lbs.clone();
    while (true) {
      List<Object> args = new ArrayList<>(n);
      for (long v : iv) {
        args.add(v);
      }
      body.run(args);
      int d = n - 1;
      while (d >= 0) {
        iv[d] += steps[d];
        if (iv[d] < ubs[d]) {
          break;
        }
        iv[d] = lbs[d];
        d--;
      }
      if (d < 0) {
        return;
      }
    }
  }

  private static void parallel(Operation op, Execution ex) {
    long[] lbs = longs(ex, MixedIndices.segment(op, 0));
    long[] ubs = longs(ex, MixedIndices.segment(op, 1));
    long[] steps = longs(ex, MixedIndices.segment(op, 2));
    List<Object> acc = ex.getAll(MixedIndices.segment(op, 3));
    Operation reduce = op.getRegion(0).front().getTerminator();
    iterate(ex, op, lbs, ubs, steps, ivs -> {
      List<Object> values = ex.runRegion(op.getRegion(0), ivs);
      for (int i = 0; i < values.size(); i++) {
        acc.set(i, ex.runRegion(reduce.getRegion(i), List.of(acc.get(i), values.get(i))).get(0));
      }
      return values;
    });
    ex.setAll(op.getResults(), acc);
  }

  private static long[] longs(Execution ex, List<jopt.ir.Value> values) {
    long[] r = new long[values.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ex.getInt(values.get(i));
    }
    return r;
  }
}
