package jopt.dialects.bufferization;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import jopt.dialects.memref.CastOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * MLIR's canonicalization of bufferization.clone (SimplifyClones): an unused clone is erased; a
 * clone whose result or (view-stripped) source is freed by exactly one op in the clone's block,
 * with no other free between the clone and that op, is replaced by its source (cast when the
 * types differ) and that free erased. jopt's guards, where mlir-opt-22's fold frees a view or
 * uses a buffer after freeing it: not when the erased free is the source's and the source is a
 * view, or an op in between frees inside its regions while the source, the clone or a view of
 * them is used from it on.
 */
public final class ClonePatterns {
  private ClonePatterns() {}

  public static void populate(RewritePatternSet patterns) {
    patterns.add(new SimplifyClones());
  }

  static final class SimplifyClones extends OpRewritePattern<CloneOp> {
    SimplifyClones() {
      super(CloneOp.SPEC, CloneOp::of);
    }

    @Override
    public boolean matchAndRewrite(CloneOp clone, PatternRewriter rewriter) {
      Operation op = clone.getOperation();
      if (clone.output().hasNoUses()) {
        rewriter.eraseOp(op);
        return true;
      }
      Value source = clone.input();
      boolean sameType = source.getType().equals(clone.output().getType());
      if (!sameType && !CastOp.areCastCompatible(source.getType(), clone.output().getType())) {
        return false;
      }
      Value canonicalSource = source;
      while (canonicalSource.getDefiningOp() != null
          && canonicalSource.getDefiningOp().getInterface(ViewLikeOpInterface.class) != null) {
        Operation view = canonicalSource.getDefiningOp();
        canonicalSource = view.getInterface(ViewLikeOpInterface.class).getViewSource(view);
      }
      Optional<Operation> cloneDealloc = MemoryEffects.findDealloc(clone.output());
      if (cloneDealloc == null) {
        return false;
      }
      Optional<Operation> sourceDealloc = MemoryEffects.findDealloc(canonicalSource);
      if (sourceDealloc == null) {
        return false;
      }
      if (cloneDealloc.isPresent() && sourceDealloc.isPresent()
          && cloneDealloc.get().getBlock() == sourceDealloc.get().getBlock()) {
        return false;
      }
      Operation redundant = null;
      if (cloneDealloc.isPresent() && cloneDealloc.get().getBlock() == op.getBlock()) {
        redundant = cloneDealloc.get();
      } else if (sourceDealloc.isPresent() && sourceDealloc.get().getBlock() == op.getBlock()) {
        redundant = sourceDealloc.get();
      }
      if (redundant == null) {
        return false;
      }
      // jopt's guard: erasing the source's free hands the clone's ownership to the source; when
      // the source is a view of the freed allocation, a later free of the clone (through a loop
      // or branch result MLIR does not look through) would free the view. mlir-opt-22 folds it
      // and frees a view; jopt keeps the clone there.
      boolean sourceFreeErased = redundant != (cloneDealloc.isPresent() ? cloneDealloc.get() : null);
      if (sourceFreeErased && source != canonicalSource) {
        return false;
      }
      // jopt's guard: likewise, when an op between the clone and the erased free frees inside
      // its regions (the clone or the source, through a loop argument) and the source or the
      // clone (whose uses become the source's) is used there or later, the fold would free a
      // buffer before those uses. mlir-opt-22 folds it (a use after free).
      List<Value> used = viewsOf(canonicalSource);
      if (!sourceFreeErased) {
        used.addAll(viewsOf(clone.output()));
      }
      if (nestedFreeBeforeUse(op, redundant, used)) {
        return false;
      }
      // No other free may lie between the clone and the erased one: it could free an alias of
      // the source before the clone's uses.
      for (Operation pos = op.getNextNode(); pos != redundant; pos = pos.getNextNode()) {
        if (pos == null) {
          return false;
        }
        if (MemoryEffects.hasEffect(pos, MemoryEffects.Kind.FREE, null)) {
          return false;
        }
      }
      if (!sameType) {
        rewriter.setInsertionPoint(op);
        source = CastOp.create(rewriter, op.getLoc(), clone.output().getType(), source).dest();
      }
      rewriter.replaceOp(op, List.of(source));
      rewriter.eraseOp(redundant);
      return true;
    }

    /**
     * Whether an op after {@code clone} and before {@code free} (in their block) frees something
     * in its regions, and that op or a later one before {@code free} uses one of {@code values}.
     * Linear in the ops between and the uses.
     */
    private static boolean nestedFreeBeforeUse(Operation clone, Operation free, List<Value> values) {
      Operation freeing = clone.getNextNode();
      while (freeing != null && freeing != free && !freesInside(freeing)) {
        freeing = freeing.getNextNode();
      }
      if (freeing == null || freeing == free) {
        return false;
      }
      for (Value v : values) {
        for (Operation user : v.getUsers()) {
          Operation at = Operation.findAncestorOpInBlock(clone.getBlock(), user);
          if (at != null && (at == freeing || freeing.isBeforeInBlock(at)) && at.isBeforeInBlock(free)) {
            return true;
          }
        }
      }
      return false;
    }

    /**
     * {@code root} and every view of it, through chains of view-like ops (a cast of the source
     * is the same buffer: the fold must see its uses too).
     */
    private static List<Value> viewsOf(Value root) {
      List<Value> views = new ArrayList<>(List.of(root));
      Set<Value> seen = new HashSet<>(views);
      for (int i = 0; i < views.size(); i++) {
        for (Operation user : views.get(i).getUsers()) {
          ViewLikeOpInterface view = user.getInterface(ViewLikeOpInterface.class);
          if (view != null && view.getViewSource(user) == views.get(i)) {
            for (Value result : user.getResults()) {
              if (seen.add(result)) {
                views.add(result);
              }
            }
          }
        }
      }
      return views;
    }

    private static boolean freesInside(Operation op) {
      boolean[] found = {false};
      op.walk((Operation o) -> {
        found[0] |= MemoryEffects.hasEffect(o, MemoryEffects.Kind.FREE, null);
      });
      return found[0];
    }
  }
}
