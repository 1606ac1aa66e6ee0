package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * MLIR's ForallOpControlOperandsFolder (the constant part): a dynamic lower bound, upper bound or
 * step of an scf.forall that is a constant becomes static ({@code in (%c512)} prints
 * {@code in (512)}). The loop is updated in place.
 */
final class ForallControlOperandsFolder extends OpRewritePattern<ForallOp> {
  ForallControlOperandsFolder() {
    super(ForallOp.SPEC, ForallOp::of);
  }

  @Override
  public boolean matchAndRewrite(ForallOp loop, PatternRewriter rewriter) {
    long[] lbs = loop.staticLowerBound();
    long[] ubs = loop.staticUpperBound();
    long[] steps = loop.staticStep();
    List<Value> dynLbs = new ArrayList<>(loop.dynamicLowerBound());
    List<Value> dynUbs = new ArrayList<>(loop.dynamicUpperBound());
    List<Value> dynSteps = new ArrayList<>(loop.dynamicStep());
    int before = dynLbs.size() + dynUbs.size() + dynSteps.size();
    boolean changed = OpFoldResult.foldDynamicIndexList(lbs, dynLbs, false)
        | OpFoldResult.foldDynamicIndexList(ubs, dynUbs, false)
        | OpFoldResult.foldDynamicIndexList(steps, dynSteps, false);
    if (!changed) {
      return false;
    }
    Operation op = loop.getOperation();
    int outputs = op.getNumOperands() - before;
    List<Value> bounds = new ArrayList<>(dynLbs);
    bounds.addAll(dynUbs);
    bounds.addAll(dynSteps);
    rewriter.modifyOpInPlace(op, () -> {
      op.setOperands(0, before, bounds);
      op.setAttr(ForallOp.LB, OpUtils.denseI64(lbs));
      op.setAttr(ForallOp.UB, OpUtils.denseI64(ubs));
      op.setAttr(ForallOp.STEP, OpUtils.denseI64(steps));
      op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES,
          DenseArrayAttr.i32(new int[] {dynLbs.size(), dynUbs.size(), dynSteps.size(), outputs}));
    });
    return true;
  }
}
