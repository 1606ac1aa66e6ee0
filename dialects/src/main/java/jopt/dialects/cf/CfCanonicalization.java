package jopt.dialects.cf;

import java.util.ArrayList;
import jopt.ir.rewrite.OpFoldResult;
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

/**
 * MLIR's cf canonicalizations: cf.assert on a true condition goes; cf.br merges into a block it
 * is the only way into, or jumps over a block that only branches on; cf.cond_br on a constant, to
 * pass-through blocks, to one block twice, on a condition its only predecessor branched on, and
 * the condition's known value in the blocks it leads to alone.
 */
final class CfCanonicalization {
  private CfCanonicalization() {}

  /** A successor with its operands (what MLIR's collapseBranch updates in place). */
  private record Dest(Block block, List<Value> operands) {}

  /**
   * MLIR's collapseBranch: the destination past {@code dest} when {@code dest} holds only a
   * cf.br (to another block) using its arguments only there, with the arguments remapped; null
   * when it does not.
   */
  private static Dest collapseBranch(Dest dest) {
    Block successor = dest.block();
    if (successor.getNumOperations() != 1 || !BranchOp.SPEC.isa(successor.getTerminator())) {
      return null;
    }
    Operation branch = successor.getTerminator();
    for (BlockArgument arg : successor.getArguments()) {
      for (Operation user : arg.getUsers()) {
        if (user != branch) {
          return null;
        }
      }
    }
    BranchOp br = BranchOp.of(branch);
    if (br.dest() == successor) {
      return null;
    }
    List<Value> operands = new ArrayList<>();
    for (Value operand : br.destOperands()) {
      if (operand instanceof BlockArgument arg && arg.getOwner() == successor) {
        operands.add(dest.operands().get(arg.getArgNumber()));
      } else {
        operands.add(operand);
      }
    }
    return new Dest(br.dest(), operands);
  }

  static final class EraseTrueAssert extends OpRewritePattern<AssertOp> {
    EraseTrueAssert() {
      super(AssertOp.SPEC, AssertOp::of);
    }

    @Override
    public boolean matchAndRewrite(AssertOp assertOp, PatternRewriter rewriter) {
      Operation op = assertOp.getOperation();
      Long arg = OpFoldResult.getConstantIntValue(op.getOperand(0));
      if (arg == null || arg != 1 && arg != -1) {
        return false;
      }
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** SimplifyBrToBlockWithSinglePred, then SimplifyPassThroughBr. */
  static final class SimplifyBranch extends OpRewritePattern<BranchOp> {
    SimplifyBranch() {
      super(BranchOp.SPEC, BranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(BranchOp br, PatternRewriter rewriter) {
      Operation op = br.getOperation();
      Block succ = br.dest();
      Block opParent = op.getBlock();
      if (succ != opParent && succ.getPredecessors().size() == 1) {
        List<Value> operands = new ArrayList<>(br.destOperands());
        rewriter.eraseOp(op);
        rewriter.mergeBlocks(succ, opParent, operands);
        return true;
      }
      if (succ == opParent) {
        return false;
      }
      Dest collapsed = collapseBranch(new Dest(succ, br.destOperands()));
      if (collapsed == null) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Operation replacement = BranchOp.create(rewriter, op.getLoc(), collapsed.block(), collapsed.operands())
          .getOperation();
      rewriter.replaceOp(op, replacement);
      return true;
    }
  }

  static final class SimplifyConstCondBranchPred extends OpRewritePattern<CondBranchOp> {
    SimplifyConstCondBranchPred() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(CondBranchOp condbr, PatternRewriter rewriter) {
      Operation op = condbr.getOperation();
      Long cond = OpFoldResult.getConstantIntValue(condbr.condition());
      if (cond == null) {
        return false;
      }
      boolean taken = cond != 0;
      replaceWithBranch(rewriter, op, taken ? condbr.trueDest() : condbr.falseDest(),
          taken ? condbr.trueDestOperands() : condbr.falseDestOperands());
      return true;
    }
  }

  static final class SimplifyPassThroughCondBranch extends OpRewritePattern<CondBranchOp> {
    SimplifyPassThroughCondBranch() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(CondBranchOp condbr, PatternRewriter rewriter) {
      Operation op = condbr.getOperation();
      Dest trueDest = new Dest(condbr.trueDest(), condbr.trueDestOperands());
      Dest falseDest = new Dest(condbr.falseDest(), condbr.falseDestOperands());
      Dest collapsedTrue = collapseBranch(trueDest);
      Dest collapsedFalse = collapseBranch(falseDest);
      if (collapsedTrue == null && collapsedFalse == null) {
        return false;
      }
      trueDest = collapsedTrue != null ? collapsedTrue : trueDest;
      falseDest = collapsedFalse != null ? collapsedFalse : falseDest;
      rewriter.setInsertionPoint(op);
      Operation replacement = CondBranchOp.create(rewriter, op.getLoc(), condbr.condition(), trueDest.block(),
          trueDest.operands(), falseDest.block(), falseDest.operands()).getOperation();
      rewriter.replaceOp(op, replacement);
      return true;
    }
  }

  static final class SimplifyCondBranchIdenticalSuccessors extends OpRewritePattern<CondBranchOp> {
    SimplifyCondBranchIdenticalSuccessors() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(CondBranchOp condbr, PatternRewriter rewriter) {
      Operation op = condbr.getOperation();
      Block dest = condbr.trueDest();
      if (dest != condbr.falseDest()) {
        return false;
      }
      List<Value> trueOperands = condbr.trueDestOperands();
      List<Value> falseOperands = condbr.falseDestOperands();
      if (sameValues(trueOperands, falseOperands)) {
        replaceWithBranch(rewriter, op, dest, trueOperands);
        return true;
      }
      if (dest.getUniquePredecessor() != op.getBlock()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      List<Value> merged = new ArrayList<>();
      for (int i = 0; i < trueOperands.size(); i++) {
        Value t = trueOperands.get(i);
        Value f = falseOperands.get(i);
        merged.add(t == f ? t : SelectOp.create(rewriter, op.getLoc(), condbr.condition(), t, f).result());
      }
      replaceWithBranch(rewriter, op, dest, merged);
      return true;
    }

    private static boolean sameValues(List<Value> a, List<Value> b) {
      if (a.size() != b.size()) {
        return false;
      }
      for (int i = 0; i < a.size(); i++) {
        if (a.get(i) != b.get(i)) {
          return false;
        }
      }
      return true;
    }
  }

  static final class SimplifyCondBranchFromCondBranchOnSameCondition extends OpRewritePattern<CondBranchOp> {
    SimplifyCondBranchFromCondBranchOnSameCondition() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(CondBranchOp condBranchOp, PatternRewriter rewriter) {
      Operation op = condBranchOp.getOperation();
      Block current = op.getBlock();
      Block predecessor = current.getSinglePredecessor();
      if (predecessor == null) {
        return false;
      }
      Operation predTerminator = predecessor.getTerminator();
      CondBranchOp condbr = condBranchOp;
      if (!CondBranchOp.SPEC.isa(predTerminator)
          || CondBranchOp.of(predTerminator).condition() != condbr.condition()) {
        return false;
      }
      boolean onTrue = current == CondBranchOp.of(predTerminator).trueDest();
      replaceWithBranch(rewriter, op, onTrue ? condbr.trueDest() : condbr.falseDest(),
          onTrue ? condbr.trueDestOperands() : condbr.falseDestOperands());
      return true;
    }
  }

  /** The condition is true in a block only the true edge reaches, false in one only the false edge reaches. */
  static final class CondBranchTruthPropagation extends OpRewritePattern<CondBranchOp> {
    CondBranchTruthPropagation() {
      super(CondBranchOp.SPEC, CondBranchOp::of);
    }

    @Override
    public boolean matchAndRewrite(CondBranchOp condbr, PatternRewriter rewriter) {
      Operation op = condbr.getOperation();
      boolean replaced = propagate(rewriter, op, condbr.trueDest(), true);
      replaced |= propagate(rewriter, op, condbr.falseDest(), false);
      return replaced;
    }

    private static boolean propagate(PatternRewriter rewriter, Operation op, Block dest, boolean value) {
      if (dest.getSinglePredecessor() == null) {
        return false;
      }
      Value condition = op.getOperand(0);
      Value constant = null;
      boolean replaced = false;
      for (OpOperand use : new ArrayList<>(condition.getUseList())) {
        if (use.getOwner().getBlock() != dest) {
          continue;
        }
        replaced = true;
        if (constant == null) {
          rewriter.setInsertionPoint(op);
          constant = ConstantOp.create(rewriter, op.getLoc(), BoolAttr.get(value)).result();
        }
        Value c = constant;
        rewriter.modifyOpInPlace(use.getOwner(), () -> use.set(c));
      }
      return replaced;
    }
  }

  private static void replaceWithBranch(PatternRewriter rewriter, Operation op, Block dest, List<Value> operands) {
    rewriter.setInsertionPoint(op);
    Operation replacement = BranchOp.create(rewriter, op.getLoc(), dest, new ArrayList<>(operands)).getOperation();
    rewriter.replaceOp(op, replacement);
  }
}
