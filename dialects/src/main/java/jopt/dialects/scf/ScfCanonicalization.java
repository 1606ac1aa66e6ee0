package jopt.dialects.scf;

import jopt.dialects.arith.IntBinaryOps.AddIOp;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.Matchers;

/**
 * The scf canonicalizations memory IR hits first: scf.if on a constant condition (MLIR's
 * RemoveStaticCondition) and scf.for loops with zero or one iteration, or with an empty body
 * yielding values from outside (SimplifyTrivialLoops).
 */
final class ScfCanonicalization {
  private ScfCanonicalization() {}

  /** Inlines the single block of {@code region} before {@code op} and replaces op by its yield. */
  static void replaceOpWithRegion(PatternRewriter rewriter, Operation op, Region region,
      List<Value> blockArgs) {
    Block block = region.front();
    Operation terminator = block.getTerminator();
    rewriter.inlineBlockBefore(block, op, blockArgs);
    // Read after inlining: yielded block arguments are now their replacements.
    rewriter.replaceOp(op, new ArrayList<>(terminator.getOperands()));
    rewriter.eraseOp(terminator);
  }

  static final class RemoveStaticCondition extends RewritePattern {
    RemoveStaticCondition() {
      super("scf.if");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(Matchers.constantValue(IfOp.of(op).condition()) instanceof BoolAttr cond)) {
        return false;
      }
      if (cond.value()) {
        replaceOpWithRegion(rewriter, op, op.getRegion(0), List.of());
      } else if (!op.getRegion(1).isEmpty()) {
        replaceOpWithRegion(rewriter, op, op.getRegion(1), List.of());
      } else {
        rewriter.eraseOp(op);
      }
      return true;
    }
  }

  static final class SimplifyTrivialLoops extends RewritePattern {
    SimplifyTrivialLoops() {
      super("scf.for");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      ForOp forOp = ForOp.of(op);
      Value lb = forOp.lowerBound();
      Value ub = forOp.upperBound();
      List<Value> inits = op.getOperands(3, op.getNumOperands());
      if (lb == ub) {
        rewriter.replaceOp(op, inits);
        return true;
      }
      Long diff = constDiff(lb, ub);
      if (diff == null || op.hasAttr("unsignedCmp")) {
        return false;
      }
      if (diff <= 0) {
        rewriter.replaceOp(op, inits);
        return true;
      }
      if (!(Matchers.constantValue(forOp.step()) instanceof IntegerAttr step)) {
        return false;
      }
      if (step.getInt() >= diff) {
        List<Value> args = new ArrayList<>();
        args.add(lb);
        args.addAll(inits);
        replaceOpWithRegion(rewriter, op, op.getRegion(0), args);
        return true;
      }
      // More than one iteration: an empty body that yields only values defined outside the
      // loop leaves those values.
      Block body = op.getRegion(0).front();
      if (body.getOpList().size() != 1) {
        return false;
      }
      List<Value> yielded = new ArrayList<>(body.getTerminator().getOperands());
      for (Value v : yielded) {
        // With only the yield in the body, a value of the loop is one of its block arguments.
        if (v.getParentBlock() == body) {
          return false;
        }
      }
      rewriter.replaceOp(op, yielded);
      return true;
    }

    /** ub - lb when both are constants, or when ub is {@code arith.addi lb, c}. */
    private static Long constDiff(Value lb, Value ub) {
      Attribute l = Matchers.constantValue(lb);
      Attribute u = Matchers.constantValue(ub);
      if (l instanceof IntegerAttr li && u instanceof IntegerAttr ui) {
        return ui.getInt() - li.getInt();
      }
      Operation add = ub.getDefiningOp();
      if (add != null && add.getName().equals("arith.addi") && AddIOp.of(add).lhs() == lb
          && Matchers.constantValue(AddIOp.of(add).rhs()) instanceof IntegerAttr c) {
        return c.getInt();
      }
      return null;
    }
  }
}
