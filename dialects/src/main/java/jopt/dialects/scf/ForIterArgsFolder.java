package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * MLIR's ForOpIterArgsFolder: an scf.for iter_arg is forwarded (dropped from the loop, its
 * result and its uses in the body replaced by the init value) when the body yields it unchanged
 * or yields the init value (it is then the init value in every iteration), or when neither it nor
 * the loop's result is used. A buffer carried only to be yielded back, or carried without a use, then no longer
 * joins the loop's aliases. The loop is rebuilt with the kept iter_args and the old body moved
 * into it, as MLIR does.
 */
final class ForIterArgsFolder extends OpRewritePattern<ForOp> {
  ForIterArgsFolder() {
    super(ForOp.SPEC, ForOp::of);
  }

  @Override
  public boolean matchAndRewrite(ForOp loop, PatternRewriter rewriter) {
    Operation op = loop.getOperation();
    List<Value> inits = loop.initArgs();
    List<Value> iterArgs = loop.regionIterArgs();
    List<Value> yielded = new ArrayList<>(loop.yieldOp().getOperands());
    int n = op.getNumResults();
    boolean[] keep = new boolean[n];
    boolean changed = false;
    List<Value> newInits = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Value arg = iterArgs.get(i);
      boolean forwarded = arg == yielded.get(i) || inits.get(i) == yielded.get(i)
          || arg.useEmpty() && op.getResult(i).useEmpty();
      keep[i] = !forwarded;
      changed |= forwarded;
      if (!forwarded) {
        newInits.add(inits.get(i));
      }
    }
    if (!changed) {
      return false;
    }
    rewriter.setInsertionPoint(op);
    ForOp newLoop = ForOp.create(rewriter, op.getLoc(), loop.lowerBound(), loop.upperBound(),
        loop.step(), newInits, (ForOp.BodyBuilder) null);
    Operation newOp = newLoop.getOperation();
    newOp.setAttrDictionary(op.getAttrDictionary());
    Block newBlock = newLoop.body();

    List<Value> transfer = new ArrayList<>();
    List<Value> results = new ArrayList<>();
    transfer.add(newLoop.inductionVar());
    int kept = 0;
    List<Value> newIterArgs = newLoop.regionIterArgs();
    for (int i = 0; i < n; i++) {
      if (keep[i]) {
        transfer.add(newIterArgs.get(kept));
        results.add(newOp.getResult(kept));
        kept++;
      } else {
        transfer.add(inits.get(i));
        results.add(inits.get(i));
      }
    }
    Block oldBlock = loop.body();
    if (newInits.isEmpty()) {
      // The new body already ends in its (empty) yield: the old body goes before it and its
      // yield is erased.
      Operation newYield = newBlock.getTerminator();
      rewriter.inlineBlockBefore(oldBlock, newYield, transfer);
      rewriter.eraseOp(newBlock.getTerminator().getPrevNode());
      rewriter.replaceOp(op, results);
      return true;
    }
    rewriter.mergeBlocks(oldBlock, newBlock, transfer);
    Operation merged = newBlock.getTerminator();
    List<Value> filtered = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (keep[i]) {
        filtered.add(merged.getOperand(i));
      }
    }
    rewriter.setInsertionPoint(merged);
    YieldOp.create(rewriter, merged.getLoc(), filtered);
    rewriter.eraseOp(merged);
    rewriter.replaceOp(op, results);
    return true;
  }
}
