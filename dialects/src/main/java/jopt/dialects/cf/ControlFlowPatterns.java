package jopt.dialects.cf;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.SelectOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.SideEffects;

/**
 * MLIR's canonicalization patterns of cf.br, cf.cond_br and cf.assert: a branch to a block with
 * this one predecessor merges it; branches through a block that only branches on are collapsed;
 * a conditional branch on a constant, to one successor twice, or on the condition its only
 * predecessor branched on becomes an unconditional one; in a successor reached only from it, the
 * condition is known; an assert of true goes.
 */
final class ControlFlowPatterns {
  private ControlFlowPatterns() {}

  /** A successor and the operands passed to it. */
  private record Target(Block block, List<Value> operands) {}

  /**
   * MLIR's collapseBranch: when {@code t} holds only an unconditional branch (to another block)
   * whose operands use no argument of {@code t} but in it, the branch's destination with the
   * operands mapped through {@code t}; else null.
   */
  private static Target collapse(Target t) {
    Block succ = t.block();
    if (succ.getNumOperations() != 1) {
      return null;
    }
    Operation br = succ.getTerminator();
    if (br == null || !BranchOp.SPEC.isa(br)) {
      return null;
    }
    for (BlockArgument arg : succ.getArguments()) {
      for (Operation user : arg.getUsers()) {
        if (user != br) {
          return null;
        }
      }
    }
    Block dest = br.getSuccessor(0);
    if (dest == succ) {
      return null;
    }
    List<Value> operands = new ArrayList<>();
    for (Value v : br.getOperands()) {
      operands.add(v instanceof BlockArgument a && a.getOwner() == succ ? t.operands().get(a.getArgNumber()) : v);
    }
    return new Target(dest, operands);
  }

  private static void replaceWithBranch(PatternRewriter rewriter, Operation op, Block dest, List<Value> operands) {
    BranchOp br = BranchOp.create(rewriter, op.getLoc(), dest, operands);
    rewriter.replaceOp(op, br.getOperation());
  }

  /** BranchOp::canonicalize: merge into a single-predecessor successor, else collapse a pass-through. */
  static final class SimplifyBranch extends OpRewritePattern<BranchOp> {
    SimplifyBranch() {
      super(BranchOp.SPEC, BranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(BranchOp op, PatternRewriter rewriter) {
      Block succ = op.dest();
      Block block = op.getOperation().getBlock();
      if (succ != block && succ.getPredecessors().size() == 1) {
        List<Value> operands = new ArrayList<>(op.destOperands());
        rewriter.eraseOp(op.getOperation());
        rewriter.mergeBlocks(succ, block, operands);
        return true;
      }
      if (succ == block) {
        return false;
      }
      Target collapsed = collapse(new Target(succ, new ArrayList<>(op.destOperands())));
      if (collapsed == null) {
        return false;
      }
      replaceWithBranch(rewriter, op.getOperation(), collapsed.block(), collapsed.operands());
      return true;
    }
  }

  private abstract static class CondBranchPattern extends OpRewritePattern<CondBranchOp> {
    CondBranchPattern() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }
  }

  /** A branch on a constant goes to the successor it selects. */
  static final class SimplifyConstCondBranchPred extends CondBranchPattern {
    @Override
    public boolean matchAndRewrite(CondBranchOp op, PatternRewriter rewriter) {
      if (!(SideEffects.constantValue(op.condition()) instanceof jopt.ir.attr.IntegerAttr c)) {
        return false;
      }
      if (!c.isZero()) {
        replaceWithBranch(rewriter, op.getOperation(), op.trueDest(), op.trueDestOperands());
      } else {
        replaceWithBranch(rewriter, op.getOperation(), op.falseDest(), op.falseDestOperands());
      }
      return true;
    }
  }

  /** Successors that only branch on are collapsed. */
  static final class SimplifyPassThroughCondBranch extends CondBranchPattern {
    @Override
    public boolean matchAndRewrite(CondBranchOp op, PatternRewriter rewriter) {
      Target t = new Target(op.trueDest(), new ArrayList<>(op.trueDestOperands()));
      Target f = new Target(op.falseDest(), new ArrayList<>(op.falseDestOperands()));
      Target ct = collapse(t);
      Target cf = collapse(f);
      if (ct == null && cf == null) {
        return false;
      }
      t = ct != null ? ct : t;
      f = cf != null ? cf : f;
      CondBranchOp replacement = CondBranchOp.create(rewriter, op.getOperation().getLoc(), op.condition(),
          t.block(), t.operands(), f.block(), f.operands());
      rewriter.replaceOp(op.getOperation(), replacement.getOperation());
      return true;
    }
  }

  /** Both successors the same block: an unconditional branch (operands selected when they differ). */
  static final class SimplifyCondBranchIdenticalSuccessors extends CondBranchPattern {
    @Override
    public boolean matchAndRewrite(CondBranchOp op, PatternRewriter rewriter) {
      Block dest = op.trueDest();
      if (dest != op.falseDest()) {
        return false;
      }
      List<Value> t = op.trueDestOperands();
      List<Value> f = op.falseDestOperands();
      if (t.equals(f)) {
        replaceWithBranch(rewriter, op.getOperation(), dest, new ArrayList<>(t));
        return true;
      }
      for (Block p : dest.getPredecessors()) {
        if (p != op.getOperation().getBlock()) {
          return false;
        }
      }
      List<Value> merged = new ArrayList<>();
      for (int i = 0; i < t.size(); i++) {
        merged.add(t.get(i) == f.get(i) ? t.get(i)
            : SelectOp.create(rewriter, op.getOperation().getLoc(), op.condition(), t.get(i), f.get(i)).result());
      }
      replaceWithBranch(rewriter, op.getOperation(), dest, merged);
      return true;
    }
  }

  /** Reached only through a branch on the same condition: the condition is known here. */
  static final class SimplifyCondBranchFromCondBranchOnSameCondition extends CondBranchPattern {
    @Override
    public boolean matchAndRewrite(CondBranchOp op, PatternRewriter rewriter) {
      Block current = op.getOperation().getBlock();
      List<Block> preds = current.getPredecessors();
      if (preds.size() != 1) {
        return false;
      }
      Operation predBranch = preds.get(0).getTerminator();
      if (predBranch == null || !CondBranchOp.SPEC.isa(predBranch)
          || CondBranchOp.of(predBranch).condition() != op.condition()) {
        return false;
      }
      if (current == CondBranchOp.of(predBranch).trueDest()) {
        replaceWithBranch(rewriter, op.getOperation(), op.trueDest(), new ArrayList<>(op.trueDestOperands()));
      } else {
        replaceWithBranch(rewriter, op.getOperation(), op.falseDest(), new ArrayList<>(op.falseDestOperands()));
      }
      return true;
    }
  }

  /** In a successor only this branch reaches, uses of the condition become true (false). */
  static final class CondBranchTruthPropagation extends CondBranchPattern {
    @Override
    public boolean matchAndRewrite(CondBranchOp op, PatternRewriter rewriter) {
      boolean replaced = false;
      Value constantTrue = null;
      Value constantFalse = null;
      Value cond = op.condition();
      if (op.trueDest().getPredecessors().size() == 1) {
        for (OpOperand use : new ArrayList<>(cond.getUseList())) {
          if (use.getOwner().getBlock() == op.trueDest()) {
            replaced = true;
            if (constantTrue == null) {
              constantTrue = ConstantOp.create(rewriter, op.getOperation().getLoc(), BoolAttr.TRUE)
                  .getOperation().getResult(0);
            }
            Value v = constantTrue;
            rewriter.modifyOpInPlace(use.getOwner(), () -> use.set(v));
          }
        }
      }
      if (op.falseDest().getPredecessors().size() == 1) {
        for (OpOperand use : new ArrayList<>(cond.getUseList())) {
          if (use.getOwner().getBlock() == op.falseDest()) {
            replaced = true;
            if (constantFalse == null) {
              constantFalse = ConstantOp.create(rewriter, op.getOperation().getLoc(), BoolAttr.FALSE)
                  .getOperation().getResult(0);
            }
            Value v = constantFalse;
            rewriter.modifyOpInPlace(use.getOwner(), () -> use.set(v));
          }
        }
      }
      return replaced;
    }
  }

  /** An assert of the constant true is dropped. */
  static final class EraseTrueAssert extends OpRewritePattern<AssertOp> {
    EraseTrueAssert() {
      super(AssertOp.SPEC, AssertOp::of);
    }

    @Override
    public boolean matchAndRewrite(AssertOp op, PatternRewriter rewriter) {
      if (!SideEffects.isConstantOne(op.getOperation().getOperand(0))) {
        return false;
      }
      rewriter.eraseOp(op.getOperation());
      return true;
    }
  }
}
