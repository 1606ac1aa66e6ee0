package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.SideEffects;
import jopt.ir.type.IntegerType;

/**
 * MLIR's canonicalization patterns of arith.select, in its order: RedundantSelectFalse
 * ({@code select(p, a, select(p, b, c))} is {@code select(p, a, c)}), RedundantSelectTrue
 * ({@code select(p, select(p, a, b), c)} is {@code select(p, a, c)}), SelectNotCond
 * ({@code select(not p, a, b)} is {@code select(p, b, a)}), SelectI1ToNot
 * ({@code select(p, false, true)} is {@code not p}) and SelectToExtUI ({@code select(p, 1, 0)}
 * of a wider integer is {@code extui p}, {@code select(p, 0, 1)} is {@code extui (not p)}).
 */
final class SelectPatterns {
  private SelectPatterns() {}

  static List<RewritePattern> all() {
    return List.of(new RedundantSelect(false), new RedundantSelect(true), new SelectNotCond(),
        new SelectI1ToNot(), new SelectToExtUI());
  }

  private static IntegerAttr intConstant(Value v) {
    Attribute a = SideEffects.constantValue(v);
    return a instanceof IntegerAttr i ? i : null;
  }

  /** MLIR's m_One / m_Zero on a scalar integer constant. */
  private static boolean isInt(Value v, long value) {
    IntegerAttr a = intConstant(v);
    if (a == null) {
      return false;
    }
    return value == 0 ? a.isZero() : a.getBigValue().equals(java.math.BigInteger.ONE)
        || a.getType().equals(TypeUtil.I1) && !a.isZero();
  }

  private static boolean isI1(Value v, boolean value) {
    IntegerAttr a = intConstant(v);
    return a != null && a.getType().equals(TypeUtil.I1) && a.isZero() != value;
  }

  private static Value trueConstant(PatternRewriter rewriter, Operation at) {
    return ConstantOp.create(rewriter, at.getLoc(), IntegerAttr.get(IntegerType.get(1), 1)).getOperation().getResult(0);
  }

  private abstract static class SelectPattern extends RewritePattern {
    private final String name;

    SelectPattern(String name) {
      super(SelectOp.SPEC.name());
      this.name = name;
    }

    @Override
    public String getDebugName() {
      return name;
    }
  }

  static final class RedundantSelect extends SelectPattern {
    private final boolean inTrue;

    RedundantSelect(boolean inTrue) {
      super(inTrue ? "RedundantSelectTrue" : "RedundantSelectFalse");
      this.inTrue = inTrue;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Value pred = op.getOperand(0);
      Operation inner = op.getOperand(inTrue ? 1 : 2).getDefiningOp();
      if (inner == null || !SelectOp.SPEC.isa(inner) || inner.getOperand(0) != pred) {
        return false;
      }
      Value a = inTrue ? inner.getOperand(1) : op.getOperand(1);
      Value c = inTrue ? op.getOperand(2) : inner.getOperand(2);
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, SelectOp.create(rewriter, op.getLoc(), pred, a, c).getOperation());
      return true;
    }
  }

  static final class SelectNotCond extends SelectPattern {
    SelectNotCond() {
      super("SelectNotCond");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation not = op.getOperand(0).getDefiningOp();
      if (not == null || !IntBinaryOps.XOrIOp.SPEC.isa(not)) {
        return false;
      }
      IntegerAttr ones = intConstant(not.getOperand(1));
      if (ones == null || !ones.getType().equals(TypeUtil.I1) || ones.isZero()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, SelectOp.create(rewriter, op.getLoc(), not.getOperand(0), op.getOperand(2),
          op.getOperand(1)).getOperation());
      return true;
    }
  }

  static final class SelectI1ToNot extends SelectPattern {
    SelectI1ToNot() {
      super("SelectI1ToNot");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!isI1(op.getOperand(1), false) || !isI1(op.getOperand(2), true)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value one = trueConstant(rewriter, op);
      rewriter.replaceOp(op, IntBinaryOps.XOrIOp.create(rewriter, op.getLoc(), op.getOperand(0), one).getOperation());
      return true;
    }
  }

  static final class SelectToExtUI extends SelectPattern {
    SelectToExtUI() {
      super("SelectToExtUI");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(op.getResult(0).getType() instanceof IntegerType t) || t.getWidth() == 1) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      if (isInt(op.getOperand(1), 1) && isInt(op.getOperand(2), 0)) {
        rewriter.replaceOp(op, CastOps.ExtUIOp.create(rewriter, op.getLoc(), t, op.getOperand(0)).getOperation());
        return true;
      }
      if (isInt(op.getOperand(1), 0) && isInt(op.getOperand(2), 1)) {
        Value one = trueConstant(rewriter, op);
        Value not = IntBinaryOps.XOrIOp.create(rewriter, op.getLoc(), op.getOperand(0), one).result();
        rewriter.replaceOp(op, CastOps.ExtUIOp.create(rewriter, op.getLoc(), t, not).getOperation());
        return true;
      }
      return false;
    }
  }
}
