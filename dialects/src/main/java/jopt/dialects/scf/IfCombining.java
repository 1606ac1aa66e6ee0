package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.arith.SelectOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.EnclosingRegion;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.IntegerType;

/**
 * MLIR's scf.if canonicalizations that use the condition: CombineIfs (consecutive ifs on one
 * condition, or on a condition and its {@code xori .., true}, become one), CombineNestedIfs (an
 * if whose then block is only another if becomes one if on {@code andi}), ConditionPropagation
 * (uses of the condition inside the then/else regions become true/false) and
 * ReplaceIfYieldWithConditionOrValue (a result yielding the same value on both sides is that
 * value; one yielding true/false constants is the condition or its negation).
 */
final class IfCombining {
  private IfCombining() {}

  private static final Type I1 = IntegerType.get(1);

  private static Block elseBlock(Operation ifOp) {
    Region r = ifOp.getRegion(1);
    return r.isEmpty() ? null : r.getBlocks().get(r.getBlocks().size() - 1);
  }

  private static Block thenBlock(Operation ifOp) {
    List<Block> blocks = ifOp.getRegion(0).getBlocks();
    return blocks.get(blocks.size() - 1);
  }

  /** Whether {@code v} is an i1 constant true (MLIR's m_One on a condition). */
  private static boolean isTrue(Value v) {
    Attribute a = Matchers.constantValue(v);
    return a instanceof IntegerAttr i && i.getType().equals(I1) && !i.isZero();
  }

  private static List<OpOperand> usesOf(Value v) {
    List<OpOperand> uses = new ArrayList<>();
    v.getUses().forEach(uses::add);
    return uses;
  }

  static final class CombineIfs extends OpRewritePattern<IfOp> {
    CombineIfs() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation nextIf = ifOp.getOperation();
      Operation prevIf = nextIf.getPrevNode();
      if (prevIf == null || !IfOp.SPEC.isa(prevIf)) {
        return false;
      }
      Value prevCond = IfOp.of(prevIf).condition();
      Value nextCond = IfOp.of(nextIf).condition();
      Block nextThen = null;
      Block nextElse = null;
      if (nextCond == prevCond) {
        nextThen = thenBlock(nextIf);
        nextElse = elseBlock(nextIf);
      }
      Operation notv = nextCond.getDefiningOp();
      if (notv != null && XOrIOp.SPEC.isa(notv) && XOrIOp.of(notv).lhs() == prevCond
          && isTrue(XOrIOp.of(notv).rhs()) || isNegationOf(prevCond, nextCond)) {
        nextElse = thenBlock(nextIf);
        nextThen = elseBlock(nextIf);
      }
      if (nextThen == null && nextElse == null) {
        return false;
      }
      Block prevElse = elseBlock(prevIf);
      List<Value> prevThenYielded = thenBlock(prevIf).getTerminator().getOperands();
      List<Value> prevElseYielded = prevElse == null ? List.of() : prevElse.getTerminator().getOperands();
      int n = Math.min(prevIf.getNumResults(), Math.min(prevThenYielded.size(), prevElseYielded.size()));
      EnclosingRegion inNext = new EnclosingRegion(nextIf);
      Region nextThenRegion = nextThen == null ? null : nextThen.getParent();
      Region nextElseRegion = nextElse == null ? null : nextElse.getParent();
      for (int i = 0; i < n; i++) {
        for (OpOperand use : usesOf(prevIf.getResult(i))) {
          Operation owner = use.getOwner();
          int holder = inNext.regionNumberOf(owner);
          Region region = holder < 0 ? null : nextIf.getRegion(holder);
          if (nextThenRegion != null && region == nextThenRegion) {
            Value v = prevThenYielded.get(i);
            rewriter.modifyOpInPlace(owner, () -> use.set(v));
          } else if (nextElseRegion != null && region == nextElseRegion) {
            Value v = prevElseYielded.get(i);
            rewriter.modifyOpInPlace(owner, () -> use.set(v));
          }
        }
      }
      List<Type> merged = new ArrayList<>(prevIf.getResultTypes());
      merged.addAll(nextIf.getResultTypes());
      rewriter.setInsertionPoint(nextIf);
      Operation combined = IfCanonicalization.createBare(rewriter, nextIf, merged, prevCond);
      combined.getRegion(0).takeBody(prevIf.getRegion(0));
      if (nextThen != null) {
        mergeInto(rewriter, nextThen, thenBlock(combined));
      }
      combined.getRegion(1).takeBody(prevIf.getRegion(1));
      if (nextElse != null) {
        if (combined.getRegion(1).isEmpty()) {
          combined.getRegion(1).takeBody(nextElse.getParent());
        } else {
          mergeInto(rewriter, nextElse, elseBlock(combined));
        }
      }
      int prevResults = prevIf.getNumResults();
      rewriter.replaceOp(prevIf, new ArrayList<>(combined.getResults().subList(0, prevResults)));
      rewriter.replaceOp(nextIf, new ArrayList<>(combined.getResults().subList(prevResults, merged.size())));
      return true;
    }

    /** {@code prev} is {@code xori next, true}. */
    private static boolean isNegationOf(Value prev, Value next) {
      Operation notv = prev.getDefiningOp();
      return notv != null && XOrIOp.SPEC.isa(notv) && XOrIOp.of(notv).lhs() == next && isTrue(XOrIOp.of(notv).rhs());
    }

    /** Appends {@code source}'s ops to {@code dest}, whose yield then yields both lists. */
    private static void mergeInto(PatternRewriter rewriter, Block source, Block dest) {
      Operation yield = dest.getTerminator();
      Operation yield2 = source.getTerminator();
      rewriter.mergeBlocks(source, dest, List.of());
      rewriter.setInsertionPointToEnd(dest);
      List<Value> values = new ArrayList<>(yield.getOperands());
      values.addAll(yield2.getOperands());
      YieldOp.create(rewriter, yield2.getLoc(), values);
      rewriter.eraseOp(yield);
      rewriter.eraseOp(yield2);
    }
  }

  static final class CombineNestedIfs extends OpRewritePattern<IfOp> {
    CombineNestedIfs() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      Block then = thenBlock(op);
      Operation nested = then.getFirstOp();
      if (nested == null || nested.getNextNode() != then.getTerminator()) {
        return false;
      }
      Block outerElse = elseBlock(op);
      if (outerElse != null && outerElse.getNumOperations() != 1) {
        return false;
      }
      if (!IfOp.SPEC.isa(nested)) {
        return false;
      }
      Block nestedElse = elseBlock(nested);
      if (nestedElse != null && nestedElse.getNumOperations() != 1) {
        return false;
      }
      List<Value> thenYield = new ArrayList<>(then.getTerminator().getOperands());
      List<Value> elseYield = outerElse == null ? new ArrayList<>() : new ArrayList<>(outerElse.getTerminator().getOperands());
      List<Integer> toSelect = new ArrayList<>();
      for (int i = 0; i < thenYield.size(); i++) {
        Value v = thenYield.get(i);
        if (v instanceof OpResult r && r.getOwner() == nested) {
          int idx = r.getResultNumber();
          if (nestedElse.getTerminator().getOperand(idx) != elseYield.get(i)) {
            return false;
          }
          thenYield.set(i, thenBlock(nested).getTerminator().getOperand(idx));
          continue;
        }
        if (v.getParentRegion() == op.getRegion(0)) {
          return false;
        }
        toSelect.add(i);
      }
      rewriter.setInsertionPoint(op);
      Value cond = AndIOp.create(rewriter, op.getLoc(), ifOp.condition(), IfOp.of(nested).condition()).result();
      Operation newIf = IfCanonicalization.createBare(rewriter, op, op.getResultTypes(), cond);
      Block newThen = newIf.getRegion(0).emplaceBlock();
      List<Value> results = new ArrayList<>(newIf.getResults());
      rewriter.setInsertionPoint(newIf);
      for (int idx : toSelect) {
        results.set(idx, SelectOp.create(rewriter, op.getLoc(), ifOp.condition(), thenYield.get(idx),
            elseYield.get(idx)).getOperation().getResult(0));
      }
      rewriter.mergeBlocks(thenBlock(nested), newThen, List.of());
      Operation oldYield = newThen.getTerminator();
      rewriter.setInsertionPointToEnd(newThen);
      rewriter.replaceOp(oldYield, YieldOp.create(rewriter, oldYield.getLoc(), thenYield).getOperation());
      if (!elseYield.isEmpty()) {
        Block newElse = newIf.getRegion(1).emplaceBlock();
        rewriter.setInsertionPointToEnd(newElse);
        YieldOp.create(rewriter, op.getLoc(), elseYield);
      }
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  static final class ConditionPropagation extends OpRewritePattern<IfOp> {
    ConditionPropagation() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      Value cond = ifOp.condition();
      if (Matchers.constantValue(cond) != null) {
        return false;
      }
      boolean changed = false;
      Value constantTrue = null;
      Value constantFalse = null;
      // Which region holds each use, remembered along the climbs: asking each use's ancestors
      // anew was quadratic in the depth of a nest that uses the condition at every level.
      EnclosingRegion inIf = new EnclosingRegion(op);
      // The uses inside, found without copying the use list (a condition that guards a long
      // chain of ifs has a use per if, nearly all outside this one).
      List<OpOperand> inside = new ArrayList<>();
      List<Integer> holders = new ArrayList<>();
      for (OpOperand use : cond.getUses()) {
        int holder = inIf.regionNumberOf(use.getOwner());
        if (holder >= 0) {
          inside.add(use);
          holders.add(holder);
        }
      }
      for (int k = 0; k < inside.size(); k++) {
        OpOperand use = inside.get(k);
        Operation owner = use.getOwner();
        int holder = holders.get(k);
        if (holder == 0) {
          if (constantTrue == null) {
            rewriter.setInsertionPoint(op);
            constantTrue = ConstantOp.create(rewriter, op.getLoc(), IntegerAttr.get(I1, 1)).getOperation().getResult(0);
          }
          Value t = constantTrue;
          rewriter.modifyOpInPlace(owner, () -> use.set(t));
          changed = true;
        } else if (holder == 1) {
          if (constantFalse == null) {
            rewriter.setInsertionPoint(op);
            constantFalse = ConstantOp.create(rewriter, op.getLoc(), IntegerAttr.get(I1, 0)).getOperation().getResult(0);
          }
          Value f = constantFalse;
          rewriter.modifyOpInPlace(owner, () -> use.set(f));
          changed = true;
        }
      }
      return changed;
    }
  }

  static final class ReplaceIfYieldWithConditionOrValue extends OpRewritePattern<IfOp> {
    ReplaceIfYieldWithConditionOrValue() {
      super(IfOp.SPEC, IfOp::of);
    }

    @Override
    public boolean matchAndRewrite(IfOp ifOp, PatternRewriter rewriter) {
      Operation op = ifOp.getOperation();
      if (op.getNumResults() == 0) {
        return false;
      }
      List<Value> trueYield = thenBlock(op).getTerminator().getOperands();
      List<Value> falseYield = elseBlock(op).getTerminator().getOperands();
      rewriter.setInsertionPoint(op);
      boolean changed = false;
      for (int i = 0; i < op.getNumResults(); i++) {
        Value t = trueYield.get(i);
        Value f = falseYield.get(i);
        OpResult result = op.getResult(i);
        if (t == f) {
          if (!result.useEmpty()) {
            result.replaceAllUsesWith(t);
            changed = true;
          }
          continue;
        }
        if (!(t.getType().equals(I1) && isBool(t) && isBool(f))) {
          continue;
        }
        boolean tv = isTrue(t);
        boolean fv = isTrue(f);
        if (!tv && fv && !result.useEmpty()) {
          Value one = ConstantOp.create(rewriter, op.getLoc(), IntegerAttr.get(I1, 1)).getOperation().getResult(0);
          Value not = XOrIOp.create(rewriter, op.getLoc(), ifOp.condition(), one).result();
          result.replaceAllUsesWith(not);
          changed = true;
        }
        if (tv && !fv && !result.useEmpty()) {
          result.replaceAllUsesWith(ifOp.condition());
          changed = true;
        }
      }
      return changed;
    }

    private static boolean isBool(Value v) {
      return Matchers.constantValue(v) instanceof IntegerAttr;
    }
  }
}
