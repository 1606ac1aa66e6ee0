package jopt.dialects.index;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.Matchers;

/** index.cmp: {@code %0 = index.cmp slt(%a, %b)}, an i1 comparison of two index values. */
@Op
public final class CmpOp extends CmpOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.cmp")
      .summary("index compare")
      .attr("pred", IndexConstraints.CMP_PREDICATE)
      .operand("lhs", TypeConstraints.INDEX)
      .operand("rhs", TypeConstraints.INDEX)
      .result("result", TypeConstraints.I1)
      .format("`` $pred `(` $lhs `,` $rhs `)` attr-dict")
      .build();

  CmpOp(Operation op) {
    super(op);
  }

  public IndexCmpPredicate predicate() {
    return predAttr().predicate();
  }

  /**
   * The definition: pure; folds constants (where 32 and 64 bits agree), {@code cmp(x, x)} and a
   * min/max against a constant, and compares {@code x - y} with 0 as {@code x} with {@code y}.
   */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      CmpOp cmp = CmpOp.of(op);
      IndexCmpPredicate pred = ((IndexCmpPredicateAttr) op.getAttr("pred")).predicate();
      IntegerAttr lhs = operands.get(0) instanceof IntegerAttr a ? a : null;
      IntegerAttr rhs = operands.get(1) instanceof IntegerAttr a ? a : null;
      Boolean folded = null;
      if (lhs != null && rhs != null) {
        long l = lhs.getValue();
        long r = rhs.getValue();
        boolean r64 = pred.compare(l, r, 64);
        if (r64 == pred.compare(IndexArith.trunc(l, 32), IndexArith.trunc(r, 32), 32)) {
          folded = r64;
        }
      }
      Operation lhsOp = cmp.lhs().getDefiningOp();
      if (folded == null && rhs != null && lhsOp != null
          && List.of("index.mins", "index.minu", "index.maxs", "index.maxu").contains(lhsOp.getName())
          && Matchers.constantValue(lhsOp.getOperand(1)) instanceof IntegerAttr cstA) {
        folded = IndexRanges.foldCmpOfMinMax(lhsOp.getName(), cstA.getValue(), rhs.getValue(), pred);
      }
      if (folded == null && cmp.lhs() == cmp.rhs()) {
        folded = pred.sameArgs();
      }
      if (folded == null) {
        return false;
      }
      results.add(OpFoldResult.of(BoolAttr.get(folded)));
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new CmpOfSubWithZero());
    }
  }

  /** {@code cmp(x - y, 0)} to {@code cmp(x, y)} and {@code cmp(0, x - y)} to {@code cmp(y, x)}. */
  private static final class CmpOfSubWithZero extends OpRewritePattern<CmpOp> {
    CmpOfSubWithZero() {
      super(SPEC, CmpOp::of);
    }

    @Override
    public boolean matchAndRewrite(CmpOp op, PatternRewriter rewriter) {
      boolean rhsZero = isZero(op.rhs());
      boolean lhsZero = isZero(op.lhs());
      if (!rhsZero && !lhsZero) {
        return false;
      }
      Operation sub = (rhsZero ? op.lhs() : op.rhs()).getDefiningOp();
      if (sub == null || !sub.getName().equals("index.sub")) {
        return false;
      }
      Value x = sub.getOperand(rhsZero ? 0 : 1);
      Value y = sub.getOperand(rhsZero ? 1 : 0);
      rewriter.setInsertionPoint(op.getOperation());
      CmpOp replacement = create(rewriter, op.getOperation().getLoc(), x, y, op.predAttr());
      rewriter.replaceOp(op.getOperation(), replacement.getOperation().getResults());
      return true;
    }

    private static boolean isZero(Value v) {
      return Matchers.constantValue(v) instanceof IntegerAttr c && c.getValue() == 0;
    }
  }
}
