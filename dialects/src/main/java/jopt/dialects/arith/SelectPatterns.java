package jopt.dialects.arith;

import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.Matchers;
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
    Attribute a = Matchers.constantValue(v);
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
      SelectOp select = SelectOp.of(op);
      Value pred = select.condition();
      Operation inner = op.getOperand(inTrue ? 1 : 2).getDefiningOp();
      if (inner == null || !SelectOp.SPEC.isa(inner) || SelectOp.of(inner).condition() != pred) {
        return false;
      }
      Value a = inTrue ? SelectOp.of(inner).trueValue() : select.trueValue();
      Value c = inTrue ? select.falseValue() : SelectOp.of(inner).falseValue();
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
      SelectOp select = SelectOp.of(op);
      Operation not = select.condition().getDefiningOp();
      if (not == null || !IntBinaryOps.XOrIOp.SPEC.isa(not)) {
        return false;
      }
      IntegerAttr ones = intConstant(XOrIOp.of(not).rhs());
      if (ones == null || !ones.getType().equals(TypeUtil.I1) || ones.isZero()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      rewriter.replaceOp(op, SelectOp.create(rewriter, op.getLoc(), XOrIOp.of(not).lhs(), select.falseValue(),
          select.trueValue()).getOperation());
      return true;
    }
  }

  static final class SelectI1ToNot extends SelectPattern {
    SelectI1ToNot() {
      super("SelectI1ToNot");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SelectOp select = SelectOp.of(op);
      if (!isI1(select.trueValue(), false) || !isI1(select.falseValue(), true)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      Value one = trueConstant(rewriter, op);
      rewriter.replaceOp(op, IntBinaryOps.XOrIOp.create(rewriter, op.getLoc(), select.condition(), one).getOperation());
      return true;
    }
  }

  static final class SelectToExtUI extends SelectPattern {
    SelectToExtUI() {
      super("SelectToExtUI");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SelectOp select = SelectOp.of(op);
      if (!(select.result().getType() instanceof IntegerType t) || t.getWidth() == 1) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      if (isInt(select.trueValue(), 1) && isInt(select.falseValue(), 0)) {
        rewriter.replaceOp(op, CastOps.ExtUIOp.create(rewriter, op.getLoc(), t, select.condition()).getOperation());
        return true;
      }
      if (isInt(select.trueValue(), 0) && isInt(select.falseValue(), 1)) {
        Value one = trueConstant(rewriter, op);
        Value not = IntBinaryOps.XOrIOp.create(rewriter, op.getLoc(), select.condition(), one).result();
        rewriter.replaceOp(op, CastOps.ExtUIOp.create(rewriter, op.getLoc(), t, not).getOperation());
        return true;
      }
      return false;
    }
  }
}
