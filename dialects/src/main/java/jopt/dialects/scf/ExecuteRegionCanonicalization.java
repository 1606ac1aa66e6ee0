package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.cf.BranchOp;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.OpResult;
import jopt.ir.Value;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * MLIR's scf.execute_region canonicalizations, for ops not marked {@code no_inline}: a one-block
 * region replaces the op where it is (the region-branch inlining pattern MLIR 22 gives it); a
 * multi-block one is spliced into a function or another execute_region's body, its yields
 * becoming branches to the block after it (MultiBlockExecuteInliner). MLIR 22's generic
 * region-branch canonicalizations of yielded values (results forwarding a value defined above,
 * duplicate or dead results) are not done.
 */
final class ExecuteRegionCanonicalization {
  private ExecuteRegionCanonicalization() {}

  static final class SingleBlockExecuteInliner extends OpRewritePattern<ExecuteRegionOp> {
    SingleBlockExecuteInliner() {
      super(ExecuteRegionOp.SPEC, ExecuteRegionOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExecuteRegionOp executeRegionOp, PatternRewriter rewriter) {
      Operation op = executeRegionOp.getOperation();
      if (!op.getRegion(0).hasOneBlock() || op.hasAttr("no_inline")) {
        return false;
      }
      ScfCanonicalization.replaceOpWithRegion(rewriter, op, op.getRegion(0), List.of());
      return true;
    }
  }

  static final class MultiBlockExecuteInliner extends OpRewritePattern<ExecuteRegionOp> {
    MultiBlockExecuteInliner() {
      super(ExecuteRegionOp.SPEC, ExecuteRegionOp::of);
    }

    @Override
    public boolean matchAndRewrite(ExecuteRegionOp executeRegionOp, PatternRewriter rewriter) {
      Operation op = executeRegionOp.getOperation();
      Operation parent = op.getParentOp();
      if (op.hasAttr("no_inline") || parent == null
          || !(parent.getInterface(FunctionOpInterface.class) != null || ExecuteRegionOp.SPEC.isa(parent))) {
        return false;
      }
      Block prevBlock = op.getBlock();
      Block postBlock = prevBlock.splitBlock(op);
      rewriter.setInsertionPointToEnd(prevBlock);
      List<Block> blocks = new ArrayList<>(op.getRegion(0).getBlocks());
      BranchOp.create(rewriter, op.getLoc(), blocks.get(0), List.of());
      for (Block block : blocks) {
        Operation terminator = block.getTerminator();
        if (YieldOp.SPEC.isa(terminator)) {
          rewriter.setInsertionPoint(terminator);
          BranchOp.create(rewriter, terminator.getLoc(), postBlock, terminator.getOperands());
          rewriter.eraseOp(terminator);
        }
      }
      op.getRegion(0).moveBlocksInto(prevBlock.getParent(), postBlock);
      List<Value> blockArgs = new ArrayList<>();
      for (OpResult result : op.getResults()) {
        blockArgs.add(postBlock.addArgument(result.getType(), result.getLoc()));
      }
      rewriter.replaceOp(op, blockArgs);
      return true;
    }
  }
}
