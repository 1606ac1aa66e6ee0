package jopt.passes.transforms;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.OperationWorklist;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.Walk;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.interfaces.SideEffects;
import jopt.ir.rewrite.Matchers;

/**
 * MLIR's greedy pattern rewrite driver on one region: a worklist seeded with every nested op,
 * where each op is erased if trivially dead, else folded, else matched against the patterns;
 * every change re-enqueues what it touched. Iterates (re-seeding, constant uniquing, region
 * simplification) until nothing changes or the iteration limit is hit.
 */
public final class GreedyPatternRewriteDriver implements PatternRewriter.Listener {
  private final MLIRContext ctx;
  private final FrozenPatternSet patterns;
  private final GreedyRewriteConfig config;
  private final Region scope;
  private final OperationWorklist worklist;
  private final PatternRewriter rewriter;
  private final OperationFolder folder;
  private long numRewrites;

  private GreedyPatternRewriteDriver(MLIRContext ctx, FrozenPatternSet patterns,
      GreedyRewriteConfig config, Region scope) {
    this.ctx = ctx;
    this.patterns = patterns;
    this.config = config;
    this.scope = scope;
    this.worklist = new OperationWorklist(ctx);
    this.rewriter = new PatternRewriter(ctx, this);
    this.folder = new OperationFolder(rewriter);
  }

  /**
   * Applies {@code patterns} to the ops nested in each region of {@code op} (not {@code op}
   * itself). Returns true when the rewrite converged within the iteration limit.
   */
  public static boolean applyPatternsGreedily(Operation op, FrozenPatternSet patterns,
      GreedyRewriteConfig config) {
    boolean converged = true;
    for (Region r : op.getRegions()) {
      converged &= applyPatternsGreedily(r, patterns, config);
    }
    return converged;
  }

  public static boolean applyPatternsGreedily(Region region, FrozenPatternSet patterns,
      GreedyRewriteConfig config) {
    Operation parent = region.getParentOp();
    return new GreedyPatternRewriteDriver(parent.getContext(), patterns, config, region).simplify();
  }

  private boolean simplify() {
    try {
      return iterate();
    } finally {
      worklist.clear(); // ops left after a limit must not keep pointing at this list
    }
  }

  private boolean iterate() {
    int iteration = 0;
    boolean continueRewrites;
    do {
      if (++iteration > config.maxIterations()
          && config.maxIterations() != GreedyRewriteConfig.NO_LIMIT) {
        return false;
      }
      worklist.clear();
      seedWorklist();
      continueRewrites = RegionSimplifier.eraseUnreachableBlocks(rewriter, List.of(scope));
      continueRewrites |= processWorklist();
      if (config.regionSimplification() != GreedyRewriteConfig.RegionSimplification.DISABLED) {
        continueRewrites |= RegionSimplifier.runRegionDCE(rewriter, List.of(scope));
      }
    } while (continueRewrites);
    return true;
  }

  private void seedWorklist() {
    folder.startSeeding();
    try {
      seed();
    } finally {
      folder.endSeeding();
    }
  }

  private void seed() {
    if (!config.useTopDownTraversal()) {
      Walk.walkRegionPostOrder(scope, op -> {
        if (!config.cseConstants() || !replacedKnownConstant(op)) {
          seedWithAncestors(op);
        }
      });
      return;
    }
    for (var block : List.copyOf(scope.getBlocks())) {
      for (Operation top : block.getOperations()) {
        top.walk(op -> {
          if (!config.cseConstants() || !replacedKnownConstant(op)) {
            seedWithAncestors(op);
            return Walk.Result.ADVANCE;
          }
          return Walk.Result.SKIP;
        });
      }
    }
    worklist.reverse();
  }

  /** Uniques a constant with the folder; true when it was a duplicate and got replaced. */
  private boolean replacedKnownConstant(Operation op) {
    Attribute value = Matchers.constantValue(op);
    return value != null && !folder.insertKnownConstant(op, value);
  }

  private boolean processWorklist() {
    boolean changed = false;
    while (!worklist.isEmpty()
        && (config.maxNumRewrites() == GreedyRewriteConfig.NO_LIMIT
            || numRewrites < config.maxNumRewrites())) {
      Operation op = worklist.pop();
      ctx.checkCancelled(); // a cancelled run stops within a long rewrite too
      if (SideEffects.isOpTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      if (config.fold() && !op.hasTrait(Traits.ConstantLike.class) && tryFold(op)) {
        changed = true;
        continue;
      }
      rewriter.setInsertionPoint(op);
      if (patterns.matchAndRewrite(op, rewriter)) {
        changed = true;
        numRewrites++;
      }
    }
    return changed;
  }

  private boolean tryFold(Operation op) {
    return switch (OperationFolding.tryFold(rewriter, op)) {
      case IN_PLACE -> {
        notifyOperationModified(op);
        yield true;
      }
      case REPLACED -> true;
      case FAILED -> false;
    };
  }

  /**
   * Enqueues {@code op} and its ancestors up to the scope (none if outside the scope). The
   * worklist remembers which ops it found with all their ancestors enqueued, so that the n uses
   * a rewrite changes in a nest n deep cost O(n), not O(n^2); that holds while the IR changes
   * through the rewriter, whose moves {@link #notifyOperationInserted} reports.
   */
  private void addToWorklist(Operation op) {
    worklist.pushWithAncestors(op, scope);
  }

  /**
   * {@link #addToWorklist} while seeding: every op enqueued so far had its ancestors enqueued
   * with it, so the climb stops at the first ancestor in the list (the same list in O(1) per op
   * instead of O(depth): MLIR's climb to the scope made seeding quadratic in nesting depth).
   */
  private void seedWithAncestors(Operation op) {
    for (Operation o = op; o != null && !worklist.contains(o); ) {
      worklist.push(o);
      Region region = o.getParentRegion();
      if (region == scope || region == null) {
        return;
      }
      o = region.getParentOp();
    }
  }

  /** After {@code op} goes, its operands' producers may be dead or simplifiable. */
  private void addOperandsToWorklist(Operation op) {
    for (Value operand : op.getOperands()) {
      Operation def = operand == null ? null : operand.getDefiningOp();
      if (def == null) {
        continue;
      }
      Operation otherUser = null;
      boolean moreThanTwo = false;
      for (OpOperand use : operand.getUses()) {
        Operation user = use.getOwner();
        if (user == op || user == otherUser) {
          continue;
        }
        if (otherUser == null) {
          otherUser = user;
          continue;
        }
        moreThanTwo = true;
        break;
      }
      if (!moreThanTwo) {
        addToWorklist(def);
      }
    }
  }

  @Override
  public void notifyOperationInserted(Operation op) {
    if (worklist.contains(op)) {
      // A move: the ancestors of the op and of those it holds changed. (An op out of the list
      // is no enqueued op's ancestor, since those have all theirs enqueued.)
      worklist.forgetAncestors();
    }
    addToWorklist(op);
  }

  @Override
  public void notifyOperationModified(Operation op) {
    addToWorklist(op);
  }

  @Override
  public void notifyOperationErased(Operation op) {
    addOperandsToWorklist(op);
    worklist.remove(op);
    folder.notifyRemoval(op);
  }
}
