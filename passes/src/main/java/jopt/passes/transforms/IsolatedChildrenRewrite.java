package jopt.passes.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Parallel;
import jopt.ir.Traits;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.interfaces.SideEffects;

/**
 * The greedy driver on a module of many functions, one function per task on the context's
 * threads, when that gives exactly what one driver over the whole module gives (MLIR runs
 * {@code builtin.module(canonicalize)} on one thread).
 *
 * <p>It does when every op of the module's block is isolated from above, has regions, and is
 * inert to the driver itself: not trivially dead, no folder, no pattern rooted at it or at any
 * op. Then nothing in one function can reach another (the folder's constants live in the nearest
 * isolated region, region DCE sees no liveness across an isolated op, a change re-enqueues only
 * the ops of its own function and the inert function op), so each function's worklist and
 * iterations are those of the whole-module run restricted to it: a function unchanged by one
 * iteration is at its fixpoint, the iteration limit counts the same, and the function ops
 * themselves would be visited without effect. A rewrite limit couples the functions, so with one
 * the whole module runs in one driver.
 */
final class IsolatedChildrenRewrite {
  /** Fewer functions than this are not worth the threads. */
  static final int MIN_CHILDREN = 16;
  /** Tasks per thread, so that threads finish together. */
  private static final int TASKS_PER_THREAD = 8;

  private IsolatedChildrenRewrite() {}

  /**
   * The ops of {@code op}'s single block when they can be rewritten apart, else null (also when
   * multi-threading is off or there are too few of them).
   */
  static List<Operation> independentChildren(Operation op, FrozenPatternSet patterns,
      GreedyRewriteConfig config) {
    if (config.maxNumRewrites() != GreedyRewriteConfig.NO_LIMIT) {
      return null;
    }
    Map<String, Boolean> inert = new HashMap<>();
    return isolatedChildren(op, child -> inert.computeIfAbsent(child.getName(),
        n -> isInert(child, patterns)) && !SideEffects.isOpTriviallyDead(child));
  }

  /**
   * The ops of {@code op}'s single block when every one has regions, is isolated from above and
   * is {@code leftAlone} by the pass itself; null otherwise, with multi-threading off, or for
   * fewer than {@link #MIN_CHILDREN} of them. A pass that never looks across an isolated op may
   * then run on each of them apart ({@link #groups}).
   */
  static List<Operation> isolatedChildren(Operation op, Predicate<Operation> leftAlone) {
    if (!op.getContext().isMultithreadingEnabled() || op.getNumRegions() != 1
        || !op.getRegion(0).hasOneBlock()) {
      return null;
    }
    List<Operation> children = new ArrayList<>();
    for (Operation c = op.getRegion(0).front().getFirstOp(); c != null; c = c.getNextNode()) {
      if (c.getNumRegions() == 0 || !c.hasTrait(Traits.IsolatedFromAbove.class)
          || !leftAlone.test(c)) {
        return null;
      }
      children.add(c);
    }
    return children.size() >= MIN_CHILDREN ? children : null;
  }

  /** Whether the driver leaves ops like {@code op} as they are: registered, no folder, no pattern. */
  private static boolean isInert(Operation op, FrozenPatternSet patterns) {
    OpDefinition def = op.getDef();
    if (def == null || patterns.mayMatch(op.getName(), def)) {
      return false;
    }
    try {
      return def.getClass().getMethod("fold", Operation.class, List.class, List.class)
          .getDeclaringClass() == OpDefinition.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** {@code items} in contiguous groups, a few per thread, so that threads finish together. */
  static <T> List<List<T>> groups(MLIRContext ctx, List<T> items) {
    return Parallel.split(items, ctx.getNumThreads() * TASKS_PER_THREAD);
  }

  /**
   * Runs the driver on each of {@code children} (from {@link #independentChildren}), in
   * contiguous groups on the context's threads, each thread with its own patterns from
   * {@code patternsPerThread}; diagnostics come out in the children's order. True when every
   * run converged.
   */
  static boolean run(MLIRContext ctx, List<Operation> children,
      Supplier<FrozenPatternSet> patternsPerThread, GreedyRewriteConfig config) {
    ThreadLocal<FrozenPatternSet> patterns = ThreadLocal.withInitial(patternsPerThread);
    boolean converged = true;
    for (Parallel.Outcome<Boolean> o : Parallel.map(ctx, groups(ctx, children), group -> {
      FrozenPatternSet set = patterns.get();
      boolean all = true;
      for (Operation child : group) {
        all &= GreedyPatternRewriteDriver.applyPatternsGreedily(child, set, config);
      }
      return all;
    })) {
      converged &= o.replay(ctx.getDiagEngine());
    }
    return converged;
  }
}
