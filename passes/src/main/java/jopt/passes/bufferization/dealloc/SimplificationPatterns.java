package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import jopt.passes.analysis.BufferOriginAnalysis;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.OrIOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.bufferization.DeallocPatterns;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.Matchers;

/**
 * The patterns of MLIR's buffer-deallocation-simplification, which need to know whether two
 * buffers come from the same allocation ({@link BufferOriginAnalysis}, computed once before the
 * rewrites).
 */
final class SimplificationPatterns {
  private SimplificationPatterns() {}

  private abstract static class WithAnalysis extends OpRewritePattern<DeallocOp> {
    final BufferOriginAnalysis analysis;

    WithAnalysis(BufferOriginAnalysis analysis) {
      super(DeallocOp.SPEC, DeallocOp::of);
      this.analysis = analysis;
    }

    /**
     * Whether {@code memref} may be the allocation of one of {@code origins} other than the one at
     * {@code index} (-1: of any of them).
     */
    boolean potentiallyAliases(List<AliasFacts> origins, int index, AliasFacts memref) {
      for (int j = 0; j < origins.size(); j++) {
        if (j == index) {
          continue;
        }
        AliasFacts other = origins.get(j);
        if (other.distinctFrom(memref)) {
          continue;
        }
        Boolean same = analysis.isSameAllocation(other.origin, memref.origin);
        if (same == null || same) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * A memref with what the patterns ask of its view base, found once per rewrite rather than per
   * pair of memrefs (a dealloc of n memrefs asks about n^2 pairs).
   */
  private static final class AliasFacts {
    final BufferOriginAnalysis.Origin origin;
    /** The op allocating the memref's view base, or null when the base is not an allocation. */
    final Operation alloc;
    final BlockArgument argument;

    AliasFacts(BufferOriginAnalysis analysis, Value value) {
      this.origin = analysis.originOf(value);
      Value base = origin.base();
      Operation op = base.getDefiningOp();
      this.alloc = op != null && MemoryEffects.hasEffect(op, MemoryEffects.Kind.ALLOCATE, base) ? op : null;
      this.argument = base instanceof BlockArgument a ? a : null;
    }

    static List<AliasFacts> of(BufferOriginAnalysis analysis, List<Value> values) {
      List<AliasFacts> origins = new ArrayList<>(values.size());
      for (Value v : values) {
        origins.add(new AliasFacts(analysis, v));
      }
      return origins;
    }

    /**
     * True when one is a new allocation and the other an argument of a block around it: the
     * argument cannot be that allocation.
     */
    boolean distinctFrom(AliasFacts other) {
      return allocInsideBlockOf(this, other) || allocInsideBlockOf(other, this);
    }

    private static boolean allocInsideBlockOf(AliasFacts alloc, AliasFacts arg) {
      return alloc.alloc != null && arg.argument != null
          && Operation.findAncestorOpInBlock(arg.argument.getOwner(), alloc.alloc) != null;
    }
  }

  /**
   * A memref that one retained value must alias (and none only may alias) is dropped: it is never
   * freed; its condition is or-ed into the results of the retained values it aliases.
   */
  static final class RemoveDeallocMemrefsContainedInRetained extends WithAnalysis {
    RemoveDeallocMemrefsContainedInRetained(BufferOriginAnalysis analysis) {
      super(analysis);
    }

    private boolean handleOneMemref(DeallocOp op, Value memref, Value cond, PatternRewriter rewriter) {
      rewriter.setInsertionPointAfter(op.getOperation());
      boolean mustAlias = false;
      for (Value retained : op.retained()) {
        Boolean same = analysis.isSameAllocation(retained, memref);
        if (same == null) {
          return false;
        }
        mustAlias |= same;
      }
      if (!mustAlias) {
        return false;
      }
      List<Value> retained = op.retained();
      for (int i = 0; i < retained.size(); i++) {
        Value updated = op.updatedConditions().get(i);
        if (Boolean.TRUE.equals(analysis.isSameAllocation(retained.get(i), memref))) {
          Operation or = OrIOp.create(rewriter, op.getOperation().getLoc(), updated, cond).getOperation();
          rewriter.replaceUsesWithIf(updated, or.getResult(0), u -> u.getOwner() != or);
        }
      }
      return true;
    }

    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      if (new HashSet<>(op.retained()).size() != op.retained().size()) {
        return false;
      }
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      List<Value> oldMemrefs = op.memrefs();
      List<Value> oldConditions = op.conditions();
      for (int i = 0; i < oldMemrefs.size(); i++) {
        Value memref = oldMemrefs.get(i);
        Value cond = oldConditions.get(i);
        if (handleOneMemref(op, memref, cond, rewriter)) {
          continue;
        }
        Operation def = memref.getDefiningOp();
        if (def != null && ExtractStridedMetadataOp.SPEC.isa(def)
            && handleOneMemref(op, def.getOperand(0), cond, rewriter)) {
          continue;
        }
        memrefs.add(memref);
        conditions.add(cond);
      }
      return DeallocPatterns.updateDeallocIfChanged(op, memrefs, conditions, rewriter);
    }
  }

  /** A retained value that cannot alias any memref to free is dropped; its result is false. */
  static final class RemoveRetainedMemrefsGuaranteedToNotAlias extends WithAnalysis {
    RemoveRetainedMemrefsGuaranteedToNotAlias(BufferOriginAnalysis analysis) {
      super(analysis);
    }

    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      if (op.retained().isEmpty()) {
        return false;
      }
      Location loc = op.getOperation().getLoc();
      List<Value> kept = new ArrayList<>();
      List<Value> replacements = new ArrayList<>();
      List<AliasFacts> memrefs = AliasFacts.of(analysis, op.memrefs());
      for (Value retained : op.retained()) {
        if (potentiallyAliases(memrefs, -1, new AliasFacts(analysis, retained))) {
          kept.add(retained);
          replacements.add(null);
          continue;
        }
        replacements.add(ConstantOp.create(rewriter, loc, BoolAttr.FALSE).getOperation().getResult(0));
      }
      if (kept.size() == op.retained().size()) {
        return false;
      }
      DeallocOp replacement = DeallocOp.create(rewriter, loc, op.memrefs(), op.conditions(), kept);
      int next = 0;
      for (int i = 0; i < replacements.size(); i++) {
        if (replacements.get(i) == null) {
          replacements.set(i, replacement.updatedConditions().get(next++));
        }
      }
      rewriter.replaceOp(op.getOperation(), replacements);
      return true;
    }
  }

  /**
   * A memref that cannot alias any other memref to free gets a dealloc of its own; the results of
   * the deallocs are or-ed.
   */
  static final class SplitDeallocWhenNotAliasingAnyOther extends WithAnalysis {
    SplitDeallocWhenNotAliasingAnyOther(BufferOriginAnalysis analysis) {
      super(analysis);
    }

    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      Location loc = op.getOperation().getLoc();
      List<Value> memrefs = op.memrefs();
      if (memrefs.size() <= 1) {
        return false;
      }
      List<Value> conditions = op.conditions();
      List<Value> remainingMemrefs = new ArrayList<>();
      List<Value> remainingConditions = new ArrayList<>();
      List<List<Value>> updated = new ArrayList<>();
      List<AliasFacts> origins = AliasFacts.of(analysis, memrefs);
      for (int i = 0; i < memrefs.size(); i++) {
        if (potentiallyAliases(origins, i, origins.get(i))) {
          remainingMemrefs.add(memrefs.get(i));
          remainingConditions.add(conditions.get(i));
          continue;
        }
        DeallocOp split = DeallocOp.create(rewriter, loc, List.of(memrefs.get(i)),
            List.of(conditions.get(i)), op.retained());
        updated.add(split.updatedConditions());
      }
      if (remainingMemrefs.size() == memrefs.size()) {
        return false;
      }
      DeallocOp rest = DeallocOp.create(rewriter, loc, remainingMemrefs, remainingConditions, op.retained());
      List<Value> replacements = new ArrayList<>(rest.updatedConditions());
      for (List<Value> more : updated) {
        for (int i = 0; i < replacements.size(); i++) {
          replacements.set(i, OrIOp.create(rewriter, loc, replacements.get(i), more.get(i))
              .getOperation().getResult(0));
        }
      }
      rewriter.replaceOp(op.getOperation(), replacements);
      return true;
    }
  }

  /**
   * A retained value that must alias a memref freed under the constant true is owned: its result
   * is true. When that holds for every retained value, such memrefs are dropped.
   */
  static final class RetainedMemrefAliasingAlwaysDeallocatedMemref extends WithAnalysis {
    RetainedMemrefAliasingAlwaysDeallocatedMemref(BufferOriginAnalysis analysis) {
      super(analysis);
    }

    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      List<Value> retained = op.retained();
      List<Value> results = op.updatedConditions();
      boolean[] aliasesTrue = new boolean[retained.size()];
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      List<Value> oldMemrefs = op.memrefs();
      List<Value> oldConditions = op.conditions();
      for (int m = 0; m < oldMemrefs.size(); m++) {
        Value memref = oldMemrefs.get(m);
        Value cond = oldConditions.get(m);
        boolean canDrop = false;
        for (int i = 0; i < retained.size(); i++) {
          if (!Matchers.isConstantOne(cond)) {
            continue;
          }
          if (Boolean.TRUE.equals(analysis.isSameAllocation(retained.get(i), memref))) {
            rewriter.replaceAllUsesWith(results.get(i), cond);
            aliasesTrue[i] = true;
            canDrop = true;
            continue;
          }
          Operation def = memref.getDefiningOp();
          if (def == null || !ExtractStridedMetadataOp.SPEC.isa(def)) {
            continue;
          }
          if (Boolean.TRUE.equals(analysis.isSameAllocation(retained.get(i), def.getOperand(0)))) {
            rewriter.replaceAllUsesWith(results.get(i), cond);
            aliasesTrue[i] = true;
            canDrop = true;
          }
        }
        if (!canDrop) {
          memrefs.add(memref);
          conditions.add(cond);
        }
      }
      for (boolean b : aliasesTrue) {
        if (!b) {
          return false;
        }
      }
      return DeallocPatterns.updateDeallocIfChanged(op, memrefs, conditions, rewriter);
    }
  }
}
