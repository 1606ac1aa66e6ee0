package jopt.dialects.scf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * Canonicalization of scf.index_switch as mlir-opt-22 does it: a result that every region yields
 * the same outside value for is that value, and results without uses are dropped with the
 * matching operands of every region's yield (a switch whose results all go, and whose regions
 * have no effects, is then dead and erased by the driver).
 */
final class IndexSwitchCanonicalization {
  private IndexSwitchCanonicalization() {}

  static final class RemoveUnusedResults extends OpRewritePattern<IndexSwitchOp> {
    RemoveUnusedResults() {
      super(IndexSwitchOp.SPEC, IndexSwitchOp::of);
    }

    @Override
    public boolean matchAndRewrite(IndexSwitchOp indexSwitchOp, PatternRewriter rewriter) {
      Operation op = indexSwitchOp.getOperation();
      List<Integer> used = ResultPruning.usedResults(op);
      if (used == null) {
        return false;
      }
      IndexSwitchOp old = indexSwitchOp;
      rewriter.setInsertionPoint(op);
      Operation replacement = IndexSwitchOp.create(rewriter, op.getLoc(), ResultPruning.typesOf(op, used),
          old.arg(), old.cases()).getOperation();
      replacement.setAttrDictionary(op.getAttrDictionary());
      for (int r = 0; r < op.getNumRegions(); r++) {
        ResultPruning.moveBody(rewriter, op.getRegion(r), replacement.getRegion(r), used);
      }
      ResultPruning.replace(rewriter, op, replacement, used);
      return true;
    }
  }

  /** A result every region yields the same value from outside for is that value. */
  static final class ForwardCommonYieldedValues extends OpRewritePattern<IndexSwitchOp> {
    ForwardCommonYieldedValues() {
      super(IndexSwitchOp.SPEC, IndexSwitchOp::of);
    }

    @Override
    public boolean matchAndRewrite(IndexSwitchOp indexSwitchOp, PatternRewriter rewriter) {
      Operation op = indexSwitchOp.getOperation();
      boolean changed = false;
      for (int i = 0; i < op.getNumResults(); i++) {
        Value common = null;
        for (int r = 0; r < op.getNumRegions(); r++) {
          Value v = op.getRegion(r).front().getTerminator().getOperand(i);
          if (r == 0) {
            common = v;
          } else if (v != common) {
            common = null;
            break;
          }
        }
        Block defBlock = common == null ? null : common.getParentBlock();
        if (defBlock == null || op.isAncestor(defBlock.getParentOp()) || op.getResult(i).useEmpty()) {
          continue;
        }
        Value replacement = common;
        rewriter.replaceAllUsesWith(op.getResult(i), replacement);
        changed = true;
      }
      return changed;
    }
  }
}
