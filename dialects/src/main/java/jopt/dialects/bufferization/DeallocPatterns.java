package jopt.dialects.bufferization;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.OrIOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.Matchers;

/**
 * MLIR's canonicalization patterns of bufferization.dealloc (populateDeallocOpCanonicalizationPatterns),
 * in MLIR's order: duplicate memrefs merged (their conditions or-ed), duplicate retained values
 * merged, a dealloc of nothing replaced by false, memrefs whose condition is false dropped, the
 * base buffer of an allocation's extract_strided_metadata replaced by the allocation, and an
 * allocation whose only use is the dealloc erased with its entry.
 */
public final class DeallocPatterns {
  private DeallocPatterns() {}

  public static void populate(RewritePatternSet patterns) {
    patterns.add(new RemoveDuplicateDeallocMemrefs());
    patterns.add(new RemoveDuplicateRetainedMemrefs());
    patterns.add(new EraseEmptyDealloc());
    patterns.add(new EraseAlwaysFalseDealloc());
    patterns.add(new SkipExtractMetadataOfAlloc());
    patterns.add(new RemoveAllocDeallocPairWhenNoOtherUsers());
  }

  /** Sets the memrefs and conditions of {@code op} unless they are those already; whether they changed. */
  public static boolean updateDeallocIfChanged(DeallocOp op, List<Value> memrefs, List<Value> conditions,
      PatternRewriter rewriter) {
    if (op.memrefs().equals(memrefs) && op.conditions().equals(conditions)) {
      return false;
    }
    rewriter.modifyOpInPlace(op.getOperation(), () -> op.setMemrefsAndConditions(memrefs, conditions));
    return true;
  }

  private abstract static class DeallocPattern extends OpRewritePattern<DeallocOp> {
    DeallocPattern() {
      super(DeallocOp.SPEC, DeallocOp::of);
    }
  }

  /** A memref listed twice is deallocated once, under the disjunction of its conditions. */
  static final class RemoveDuplicateDeallocMemrefs extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      Map<Value, Integer> index = new HashMap<>();
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      List<Value> oldMemrefs = op.memrefs();
      List<Value> oldConditions = op.conditions();
      for (int i = 0; i < oldMemrefs.size(); i++) {
        Value memref = oldMemrefs.get(i);
        Value cond = oldConditions.get(i);
        Integer at = index.get(memref);
        if (at != null) {
          Value prev = conditions.get(at);
          if (prev != cond) {
            conditions.set(at, OrIOp.create(rewriter, op.getOperation().getLoc(), prev, cond)
                .getOperation().getResult(0));
          }
        } else {
          index.put(memref, conditions.size());
          memrefs.add(memref);
          conditions.add(cond);
        }
      }
      return updateDeallocIfChanged(op, memrefs, conditions, rewriter);
    }
  }

  /** A value retained twice is retained once; both results become the one result. */
  static final class RemoveDuplicateRetainedMemrefs extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      Map<Value, Integer> seen = new HashMap<>();
      List<Value> retained = new ArrayList<>();
      List<Integer> replacementIndex = new ArrayList<>();
      for (Value r : op.retained()) {
        Integer at = seen.get(r);
        if (at != null) {
          replacementIndex.add(at);
          continue;
        }
        seen.put(r, retained.size());
        replacementIndex.add(retained.size());
        retained.add(r);
      }
      if (retained.size() == op.retained().size()) {
        return false;
      }
      DeallocOp replacement = DeallocOp.create(rewriter, op.getOperation().getLoc(), op.memrefs(),
          op.conditions(), retained);
      List<Value> values = new ArrayList<>();
      for (int i : replacementIndex) {
        values.add(replacement.updatedConditions().get(i));
      }
      rewriter.replaceOp(op.getOperation(), values);
      return true;
    }
  }

  /** A dealloc of no memrefs frees nothing: every retained value's result is false. */
  static final class EraseEmptyDealloc extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      if (!op.memrefs().isEmpty()) {
        return false;
      }
      Value f = ConstantOp.create(rewriter, op.getOperation().getLoc(), BoolAttr.FALSE)
          .getOperation().getResult(0);
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < op.updatedConditions().size(); i++) {
        values.add(f);
      }
      rewriter.replaceOp(op.getOperation(), values);
      return true;
    }
  }

  /** Memrefs whose condition is the constant false are dropped. */
  static final class EraseAlwaysFalseDealloc extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      List<Value> oldMemrefs = op.memrefs();
      List<Value> oldConditions = op.conditions();
      for (int i = 0; i < oldMemrefs.size(); i++) {
        if (!Matchers.isConstantZero(oldConditions.get(i))) {
          memrefs.add(oldMemrefs.get(i));
          conditions.add(oldConditions.get(i));
        }
      }
      return updateDeallocIfChanged(op, memrefs, conditions, rewriter);
    }
  }

  /** The base buffer extracted from an allocation is the allocation. */
  static final class SkipExtractMetadataOfAlloc extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      List<Value> memrefs = new ArrayList<>();
      for (Value memref : op.memrefs()) {
        memrefs.add(allocationUnder(memref));
      }
      return updateDeallocIfChanged(op, memrefs, op.conditions(), rewriter);
    }

    private static Value allocationUnder(Value memref) {
      Operation def = memref.getDefiningOp();
      if (def == null || !ExtractStridedMetadataOp.SPEC.isa(def)) {
        return memref;
      }
      Value source = ExtractStridedMetadataOp.of(def).source();
      Operation alloc = source.getDefiningOp();
      return alloc != null && MemoryEffects.effectOnValue(alloc, MemoryEffects.Kind.ALLOCATE, source) != null
          ? source : memref;
    }
  }

  /**
   * An allocation whose only use is this dealloc, and that has no other effect on its result, is
   * erased with its entry.
   */
  static final class RemoveAllocDeallocPairWhenNoOtherUsers extends DeallocPattern {
    @Override
    public boolean matchAndRewrite(DeallocOp op, PatternRewriter rewriter) {
      List<Value> memrefs = new ArrayList<>();
      List<Value> conditions = new ArrayList<>();
      List<Operation> toDelete = new ArrayList<>();
      List<Value> oldMemrefs = op.memrefs();
      List<Value> oldConditions = op.conditions();
      for (int i = 0; i < oldMemrefs.size(); i++) {
        Value memref = oldMemrefs.get(i);
        Operation alloc = memref.getDefiningOp();
        if (alloc != null && alloc.getInterface(MemoryEffects.class) != null
            && MemoryEffects.effectOnValue(alloc, MemoryEffects.Kind.ALLOCATE, memref) != null
            && MemoryEffects.hasSingleEffect(alloc, MemoryEffects.Kind.ALLOCATE, memref)
            && memref.hasOneUse()) {
          toDelete.add(alloc);
          continue;
        }
        memrefs.add(memref);
        conditions.add(oldConditions.get(i));
      }
      if (!updateDeallocIfChanged(op, memrefs, conditions, rewriter)) {
        return false;
      }
      for (Operation alloc : toDelete) {
        rewriter.eraseOp(alloc);
      }
      return true;
    }
  }
}
