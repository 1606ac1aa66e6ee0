package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.Matchers;

/**
 * scf.parallel's canonicalization (MLIR's ParallelOpSingleOrZeroIterationDimsFolder): a loop
 * with a dimension of no iteration leaves its init values; dimensions of one iteration go, their
 * induction variable replaced by the lower bound, and a loop left without dimensions is inlined
 * with its reductions applied to the init values.
 */
final class ParallelCanonicalization extends OpRewritePattern<ParallelOp> {
  ParallelCanonicalization() {
    super(ParallelOp.SPEC, ParallelOp::of);
  }

  @Override
  public boolean matchAndRewrite(ParallelOp op, PatternRewriter rewriter) {
    Operation operation = op.getOperation();
    List<Value> lbs = new ArrayList<>();
    List<Value> ubs = new ArrayList<>();
    List<Value> steps = new ArrayList<>();
    Map<Value, Value> mapping = new HashMap<>();
    Block body = op.body();
    for (int i = 0; i < op.lowerBound().size(); i++) {
      Value lb = op.lowerBound().get(i);
      Value ub = op.upperBound().get(i);
      Value step = op.step().get(i);
      Long trips = tripCount(lb, ub, step);
      if (trips != null && trips == 0) {
        rewriter.replaceOp(operation, op.initVals());
        return true;
      }
      if (trips != null && trips == 1) {
        mapping.put(body.getArgument(i), lb);
        continue;
      }
      lbs.add(lb);
      ubs.add(ub);
      steps.add(step);
    }
    if (lbs.size() == op.lowerBound().size()) {
      return false;
    }
    rewriter.setInsertionPoint(operation);
    if (lbs.isEmpty()) {
      Operation reduce = body.getLastOp();
      for (Operation o : body.getOpList()) {
        if (o != reduce) {
          rewriter.clone(o, mapping);
        }
      }
      List<Value> results = new ArrayList<>();
      for (int i = 0; i < reduce.getNumRegions(); i++) {
        Block rb = reduce.getRegion(i).front();
        mapping.put(rb.getArgument(0), op.initVals().get(results.size()));
        Value operand = reduce.getOperand(i);
        mapping.put(rb.getArgument(1), mapping.getOrDefault(operand, operand));
        Operation ret = rb.getLastOp();
        for (Operation o : rb.getOpList()) {
          if (o != ret) {
            rewriter.clone(o, mapping);
          }
        }
        Value r = ret.getOperand(0);
        results.add(mapping.getOrDefault(r, r));
      }
      rewriter.replaceOp(operation, results);
      return true;
    }
    ParallelOp newOp = ParallelOp.create(rewriter, operation.getLoc(), lbs, ubs, steps, op.initVals(),
        (b, loc, ivs) -> {
          int k = 0;
          for (int i = 0; i < body.getNumArguments(); i++) {
            if (!mapping.containsKey(body.getArgument(i))) {
              mapping.put(body.getArgument(i), ivs.get(k++));
            }
          }
          for (Operation o : body.getOpList()) {
            if (b instanceof PatternRewriter r) {
              r.clone(o, mapping);
            } else {
              b.insert(o.clone(b.getContext(), mapping));
            }
          }
        });
    rewriter.replaceOp(operation, newOp.getOperation().getResults());
    return true;
  }

  /** The constant trip count of {@code lb to ub step step}, or null when it is not known. */
  private static Long tripCount(Value lb, Value ub, Value step) {
    if (lb == ub) {
      return 0L;
    }
    if (!(Matchers.constantValue(lb) instanceof IntegerAttr l) || !(Matchers.constantValue(ub) instanceof IntegerAttr u)) {
      return null;
    }
    long diff = u.getInt() - l.getInt();
    if (diff <= 0) {
      return 0L;
    }
    if (!(Matchers.constantValue(step) instanceof IntegerAttr s) || s.getInt() <= 0) {
      return null;
    }
    return (diff + s.getInt() - 1) / s.getInt();
  }
}
