package jopt.dialects.memref;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.type.ShapedType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.Walk;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.MemRefType;

/**
 * MLIR's canonicalization patterns of memref.alloc/alloca (SimplifyAllocConst), memref.copy
 * (FoldEmptyCopy, FoldSelfCopy) and memref.alloca_scope (AllocaScopeInliner,
 * AllocaScopeHoister).
 */
final class MemRefPatterns {
  private MemRefPatterns() {}

  /** An alloc or alloca whose dynamic sizes include non-negative constants gets them in its type, behind a cast. */
  static final class SimplifyAllocConst extends RewritePattern {
    private final OpSpec spec;

    SimplifyAllocConst(OpSpec spec) {
      super(spec.name());
      this.spec = spec;
    }

    @Override
    public boolean matchAndRewrite(Operation alloc, PatternRewriter rewriter) {
      List<Value> sizes = MixedIndices.segment(alloc, 0);
      if (sizes.stream().noneMatch(v -> nonNegativeConstant(v) != null)) {
        return false;
      }
      MemRefType type = (MemRefType) alloc.getResult(0).getType();
      long[] shape = type.getShape().clone();
      List<Value> dynamic = new ArrayList<>();
      for (int d = 0, k = 0; d < shape.length; d++) {
        if (shape[d] != ShapedType.DYNAMIC) {
          continue;
        }
        Value size = sizes.get(k++);
        Long c = nonNegativeConstant(size);
        if (c != null) {
          shape[d] = c;
        } else {
          dynamic.add(size);
        }
      }
      Long alignment = AllocLikeOp.alignmentOf(alloc);
      rewriter.setInsertionPoint(alloc);
      OperationState st = AllocLikeOp.state(spec, alloc.getLoc(), type.withShape(shape), dynamic,
          MixedIndices.segment(alloc, 1), alignment);
      Operation newAlloc = rewriter.create(st);
      CastOp cast = CastOp.create(rewriter, alloc.getLoc(), type, newAlloc.getResult(0));
      rewriter.replaceOp(alloc, cast.getOperation());
      return true;
    }

    private static Long nonNegativeConstant(Value v) {
      Long c = OpFoldResult.getConstantIntValue(v);
      return c != null && c >= 0 ? c : null;
    }
  }

  /** A copy from or to a memref with a zero-sized dimension does nothing. */
  static final class FoldEmptyCopy extends OpRewritePattern<CopyOp> {
    FoldEmptyCopy() {
      super(CopyOp.SPEC, CopyOp::of);
    }

    @Override
    public boolean matchAndRewrite(CopyOp copyOp, PatternRewriter rewriter) {
      Operation copy = copyOp.getOperation();
      if (isEmpty(CopyOp.of(copy).source()) || isEmpty(CopyOp.of(copy).target())) {
        rewriter.eraseOp(copy);
        return true;
      }
      return false;
    }

    private static boolean isEmpty(Value v) {
      if (v.getType() instanceof MemRefType m) {
        for (long d : m.getShape()) {
          if (d == 0) {
            return true;
          }
        }
      }
      return false;
    }
  }

  /** A copy of a memref onto itself does nothing. */
  static final class FoldSelfCopy extends OpRewritePattern<CopyOp> {
    FoldSelfCopy() {
      super(CopyOp.SPEC, CopyOp::of);
    }

    @Override
    public boolean matchAndRewrite(CopyOp copyOp, PatternRewriter rewriter) {
      Operation copy = copyOp.getOperation();
      if (CopyOp.of(copy).source() != CopyOp.of(copy).target()) {
        return false;
      }
      rewriter.eraseOp(copy);
      return true;
    }
  }

  /**
   * An alloca_scope is inlined when nothing in it may allocate on the stack, or when its parent
   * is itself an allocation scope and the scope is the last op before the terminator.
   */
  static final class AllocaScopeInliner extends OpRewritePattern<AllocaScopeOp> {
    AllocaScopeInliner() {
      super(AllocaScopeOp.SPEC, AllocaScopeOp::of);
    }

    @Override
    public boolean matchAndRewrite(AllocaScopeOp allocaScopeOp, PatternRewriter rewriter) {
      Operation op = allocaScopeOp.getOperation();
      boolean potentialAlloca = op.walk(o -> {
        if (o == op) {
          return Walk.Result.ADVANCE;
        }
        if (isOpItselfPotentialAutomaticAllocation(o)) {
          return Walk.Result.INTERRUPT;
        }
        return o.hasTrait(Traits.AutomaticAllocationScope.class) ? Walk.Result.SKIP : Walk.Result.ADVANCE;
      }) == Walk.Result.INTERRUPT;
      if (potentialAlloca && (!op.getParentOp().hasTrait(Traits.AutomaticAllocationScope.class)
          || !lastNonTerminatorInRegion(op))) {
        return false;
      }
      Block block = op.getRegion(0).front();
      Operation terminator = block.getLastOp();
      List<Value> results = new ArrayList<>(terminator.getOperands());
      rewriter.inlineBlockBefore(block, op, List.of());
      rewriter.replaceOp(op, results);
      rewriter.eraseOp(terminator);
      return true;
    }
  }

  /**
   * Stack allocations in an alloca_scope that is the last op of ops without an allocation scope
   * move before the outermost of those ops, when their operands are defined outside it.
   */
  static final class AllocaScopeHoister extends OpRewritePattern<AllocaScopeOp> {
    AllocaScopeHoister() {
      super(AllocaScopeOp.SPEC, AllocaScopeOp::of);
    }

    @Override
    public boolean matchAndRewrite(AllocaScopeOp allocaScopeOp, PatternRewriter rewriter) {
      Operation op = allocaScopeOp.getOperation();
      if (op.getParentWithTrait(Traits.AutomaticAllocationScope.class) == null) {
        return false;
      }
      Operation last = op.getParentOp();
      if (last == null || last.hasTrait(Traits.AutomaticAllocationScope.class)) {
        return false;
      }
      if (!lastNonTerminatorInRegion(op) || !lastNonTerminatorInRegion(last)) {
        return false;
      }
      while (!last.getParentOp().hasTrait(Traits.AutomaticAllocationScope.class)) {
        last = last.getParentOp();
        if (last == null || !lastNonTerminatorInRegion(last)) {
          return false;
        }
      }
      Region containing = null;
      for (Region r : last.getRegions()) {
        if (isAncestor(r, op.getParentRegion())) {
          containing = r;
        }
      }
      Region region = containing;
      List<Operation> toHoist = new ArrayList<>();
      op.walkPreOrder(o -> {
        if (isGuaranteedAutomaticAllocation(o)
            && o.getOperands().stream().noneMatch(v -> isAncestor(region, v.getParentRegion()))) {
          toHoist.add(o);
        }
      });
      if (toHoist.isEmpty()) {
        return false;
      }
      rewriter.setInsertionPoint(last);
      for (Operation alloc : toHoist) {
        Operation cloned = rewriter.clone(alloc, new HashMap<>());
        rewriter.replaceOp(alloc, cloned);
      }
      return true;
    }
  }

  /** Whether {@code outer} is {@code inner} or encloses it. */
  private static boolean isAncestor(Region outer, Region inner) {
    for (Region r = inner; r != null; r = r.getParentOp() == null ? null : r.getParentOp().getParentRegion()) {
      if (r == outer) {
        return true;
      }
    }
    return false;
  }

  /** The op is the only op of a one-block region besides its terminator. */
  private static boolean lastNonTerminatorInRegion(Operation op) {
    Block b = op.getBlock();
    Operation next = op.getNextNode();
    return next != null && next == b.getLastOp()
        && (!next.isRegistered() || next.hasTrait(Traits.IsTerminator.class))
        && op.getParentRegion().getBlocks().size() == 1;
  }

  /** An allocation on the stack of the nearest allocation scope (MLIR's AutomaticAllocationScopeResource). */
  private static boolean isGuaranteedAutomaticAllocation(Operation op) {
    return op.getName().equals(AllocaOp.SPEC.name()) || op.getName().equals("llvm.alloca");
  }

  /** MLIR's isOpItselfPotentialAutomaticAllocation: unknown effects may allocate on the stack. */
  private static boolean isOpItselfPotentialAutomaticAllocation(Operation op) {
    if (op.hasTrait(Traits.HasRecursiveMemoryEffects.class)) {
      return false;
    }
    if (op.hasTrait(Traits.Pure.class)) {
      return false;
    }
    if (op.getInterface(MemoryEffects.class) == null) {
      return true;
    }
    return isGuaranteedAutomaticAllocation(op);
  }
}
