package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.arith.SelectOp;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * The scf.if canonicalizations of MLIR that decide which buffers a branch yields: results whose
 * yielded values are defined outside the branches become {@code arith.select} (or the value
 * itself when both branches yield it; MLIR's ConvertTrivialIfToSelect), and results without uses
 * are dropped with their yield operands (MLIR's RemoveUnusedResults), so a buffer yielded only
 * for an unused result no longer joins the aliases of the others.
 */
final class IfCanonicalization {
  private IfCanonicalization() {}

  /** A new scf.if on {@code old}'s condition with {@code types}, with regions but no blocks. */
  static Operation createBare(PatternRewriter rewriter, Operation old, List<Type> types) {
    return createBare(rewriter, old, types, old.getOperand(0));
  }

  /** A new scf.if on {@code cond} with {@code types} at {@code at}'s location, with regions but no blocks. */
  static Operation createBare(PatternRewriter rewriter, Operation at, List<Type> types, Value cond) {
    OperationState st = IfOp.SPEC.newState(at.getLoc());
    st.addOperand(cond).addTypes(types);
    st.addRegion();
    st.addRegion();
    return rewriter.create(st);
  }

  private static Operation terminator(Region r) {
    return r.front().getTerminator();
  }

  /** Hoists the results whose yielded values come from outside the if to arith.select. */
  static final class ConvertTrivialIfToSelect extends OpRewritePattern<IfOp> {
    ConvertTrivialIfToSelect() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      int n = op.getNumResults();
      if (n == 0) {
        return false;
      }
      Region thenRegion = op.getRegion(0);
      Region elseRegion = op.getRegion(1);
      List<Value> thenYield = new ArrayList<>(terminator(thenRegion).getOperands());
      List<Value> elseYield = new ArrayList<>(terminator(elseRegion).getOperands());
      boolean[] inside = new boolean[n];
      List<Type> kept = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        inside[i] = thenYield.get(i).getParentRegion() == thenRegion
            || elseYield.get(i).getParentRegion() == elseRegion;
        if (inside[i]) {
          kept.add(thenYield.get(i).getType());
        }
      }
      if (kept.size() == n) {
        return false;
      }
      Location loc = op.getLoc();
      Operation replacement = createBare(rewriter, op, kept);
      replacement.getRegion(0).takeBody(thenRegion);
      replacement.getRegion(1).takeBody(elseRegion);

      Value[] results = new Value[n];
      List<Value> trueYields = new ArrayList<>();
      List<Value> falseYields = new ArrayList<>();
      rewriter.setInsertionPoint(replacement);
      for (int i = 0; i < n; i++) {
        Value t = thenYield.get(i);
        Value f = elseYield.get(i);
        if (inside[i]) {
          results[i] = replacement.getResult(trueYields.size());
          trueYields.add(t);
          falseYields.add(f);
        } else if (t == f) {
          results[i] = t;
        } else {
          results[i] = SelectOp.create(rewriter, loc, op.getOperand(0), t, f).getOperation()
              .getResult(0);
        }
      }
      replaceYield(rewriter, replacement.getRegion(0).front(), trueYields);
      replaceYield(rewriter, replacement.getRegion(1).front(), falseYields);
      rewriter.replaceOp(op, Arrays.asList(results));
      return true;
    }

    /** MLIR's replaceOpWithNewOp of the block's yield: the new one at the block's end. */
    private static void replaceYield(PatternRewriter rewriter, Block block, List<Value> values) {
      Operation old = block.getTerminator();
      rewriter.setInsertionPointToEnd(block);
      Operation yield = YieldOp.create(rewriter, old.getLoc(), values).getOperation();
      rewriter.replaceOp(old, yield);
    }
  }

  /** An else block holding only its yield goes when the if has no results. */
  static final class RemoveEmptyElseBranch extends OpRewritePattern<IfOp> {
    RemoveEmptyElseBranch() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      Region elseRegion = op.getRegion(1);
      if (op.getNumResults() != 0 || elseRegion.isEmpty()
          || elseRegion.front().getNumOperations() != 1) {
        return false;
      }
      // MLIR clones the op without regions and moves the then region into the clone.
      rewriter.setInsertionPoint(op);
      Operation replacement = createBare(rewriter, op, List.of());
      replacement.setAttrDictionary(op.getAttrDictionary());
      replacement.getRegion(0).takeBody(op.getRegion(0));
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** Drops the results without uses and the matching operands of both yields. */
  static final class RemoveUnusedResults extends OpRewritePattern<IfOp> {
    RemoveUnusedResults() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      List<Integer> used = ResultPruning.usedResults(op);
      if (used == null) {
        return false;
      }
      Operation replacement = createBare(rewriter, op, ResultPruning.typesOf(op, used));
      for (int r = 0; r < 2; r++) {
        ResultPruning.moveBody(rewriter, op.getRegion(r), replacement.getRegion(r), used);
      }
      ResultPruning.replace(rewriter, op, replacement, used);
      return true;
    }
  }
}
