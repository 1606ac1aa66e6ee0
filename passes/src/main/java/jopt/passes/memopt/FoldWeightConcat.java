package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * A concatenation of weights ({@link WeightData}: slices and reshapes of dense constants) becomes
 * the constant it computes, so no run-time buffer holds the joined weight (silero-vad's exporter
 * reorders each LSTM's gate weights by slicing and joining them in the graph: a 256 KB buffer per
 * weight, the models' whole peak). The same bits; the sliced constants go once unused.
 */
final class FoldWeightConcat extends OpRewritePattern<ConcatOp> {
  FoldWeightConcat() {
    super(ConcatOp.SPEC, ConcatOp::of);
  }

  @Override
  public boolean matchAndRewrite(ConcatOp concat, PatternRewriter rewriter) {
    Value result = concat.getOperation().getResult(0);
    DenseElementsAttr data = WeightData.of(result);
    if (data == null) {
      return false;
    }
    rewriter.setInsertionPoint(concat.getOperation());
    Value constant = ConstantOp.create(rewriter, concat.getOperation().getLoc(), data).getOperation().getResult(0);
    rewriter.replaceOp(concat.getOperation(), List.of(constant));
    return true;
  }
}
