package jopt.dialects.arith;

import java.math.BigInteger;
import java.util.List;
import java.util.function.BinaryOperator;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.Matchers;

/**
 * arith's re-association patterns of constants that index arithmetic hits: {@code (x + c0) + c1
 * -> x + (c0 + c1)}, {@code (x - c0) + c1}, {@code (x + c0) - c1}, {@code (x * c0) * c1}.
 * As MLIR's DRR patterns, the new constant is created before the root and the ops' overflow
 * flags are intersected.
 */
final class ArithPatterns {
  private ArithPatterns() {}

  static void add(String opName, RewritePatternSet patterns) {
    switch (opName) {
      case "arith.addi" -> {
        patterns.add(new Reassociate("AddIAddConstant", "arith.addi", "arith.addi",
            "arith.addi", BigInteger::add));
        patterns.add(new Reassociate("AddISubConstantRHS", "arith.addi", "arith.subi",
            "arith.addi", (c1, c0) -> c1.subtract(c0)));
        patterns.add(new AddIMulNegativeOne(true));
        patterns.add(new AddIMulNegativeOne(false));
      }
      case "arith.subi" -> patterns.add(new Reassociate("SubIRHSAddConstant", "arith.subi",
          "arith.addi", "arith.addi", BigInteger::subtract));
      case "arith.muli" -> patterns.add(new Reassociate("MulIMulIConstant", "arith.muli",
          "arith.muli", "arith.muli", BigInteger::multiply));
      case "arith.xori" -> patterns.add(new XOrINotCmpI());
      default -> {}
    }
  }

  private static int flags(Operation op) {
    return op.getAttr("overflowFlags") instanceof IntegerOverflowFlagsAttr f ? f.flags() : 0;
  }

  /**
   * {@code root(inner(x, c0), c1) -> result(x, combine(c0, c1))}; for AddISubConstantRHS the
   * combination receives (c1, c0).
   */
  private static final class Reassociate extends RewritePattern {
    private final String debugName;
    private final String innerName;
    private final String resultName;
    private final BinaryOperator<BigInteger> combine;

    Reassociate(String debugName, String rootName, String innerName, String resultName,
        BinaryOperator<BigInteger> combine) {
      super(rootName);
      this.debugName = debugName;
      this.innerName = innerName;
      this.resultName = resultName;
      this.combine = combine;
    }

    @Override
    public String getDebugName() {
      return debugName;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation inner = ArithBinaryOp.of(op).lhs().getDefiningOp();
      if (inner == null || !inner.getName().equals(innerName)) {
        return false;
      }
      Attribute c1 = Matchers.constantValue(ArithBinaryOp.of(op).rhs());
      Attribute c0 = Matchers.constantValue(ArithBinaryOp.of(inner).rhs());
      Type type = ArithBinaryOp.of(op).result().getType();
      int w = IntegerFolder.width(type);
      if (!(c0 instanceof IntegerAttr a) || !(c1 instanceof IntegerAttr b) || w <= 0) {
        return false;
      }
      BigInteger v = debugName.equals("AddISubConstantRHS")
          ? combine.apply(IntegerFolder.unsigned(b, w), IntegerFolder.unsigned(a, w))
          : combine.apply(IntegerFolder.unsigned(a, w), IntegerFolder.unsigned(b, w));
      rewriter.setInsertionPoint(op);
      OperationState cst = new OperationState(op.getLoc(), "arith.constant");
      cst.attributes.set("value", IntegerAttr.get(type, v));
      cst.addType(type);
      Value c = rewriter.create(cst).getResult(0);
      OperationState st = new OperationState(op.getLoc(), resultName);
      st.addOperands(List.of(ArithBinaryOp.of(inner).lhs(), c));
      st.addType(type);
      st.attributes.set("overflowFlags",
          new IntegerOverflowFlagsAttr(flags(op) & flags(inner)));
      rewriter.replaceOp(op, rewriter.create(st).getResults());
      return true;
    }
  }

  /**
   * MLIR's AddIMulNegativeOneRhs ({@code addi(x, muli(y, -1)) -> subi(x, y)}) and
   * AddIMulNegativeOneLhs ({@code addi(muli(x, -1), y) -> subi(y, x)}); the subi has no flags.
   */
  private static final class AddIMulNegativeOne extends RewritePattern {
    private final boolean rhs;

    AddIMulNegativeOne(boolean rhs) {
      super("arith.addi");
      this.rhs = rhs;
    }

    @Override
    public String getDebugName() {
      return rhs ? "AddIMulNegativeOneRhs" : "AddIMulNegativeOneLhs";
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Value other = op.getOperand(rhs ? 0 : 1);
      Operation mul = op.getOperand(rhs ? 1 : 0).getDefiningOp();
      if (mul == null || !mul.getName().equals("arith.muli")
          || !(Matchers.constantValue(ArithBinaryOp.of(mul).rhs()) instanceof IntegerAttr c)
          || IntegerFolder.width(c.getType()) <= 0
          || !IntegerFolder.unsigned(c, IntegerFolder.width(c.getType()))
              .equals(BigInteger.ONE.shiftLeft(IntegerFolder.width(c.getType())).subtract(BigInteger.ONE))) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      OperationState st = new OperationState(op.getLoc(), "arith.subi");
      st.addOperands(List.of(other, ArithBinaryOp.of(mul).lhs()));
      st.addType(ArithBinaryOp.of(op).result().getType());
      st.attributes.set("overflowFlags", IntegerOverflowFlagsAttr.NONE);
      rewriter.replaceOp(op, rewriter.create(st).getResults());
      return true;
    }
  }

  /** MLIR's XOrINotCmpI: {@code xori(cmpi(pred, a, b), true) -> cmpi(inverse pred, a, b)}. */
  private static final class XOrINotCmpI extends RewritePattern {
    private static final java.util.Map<String, String> INVERSE = java.util.Map.ofEntries(
        java.util.Map.entry("eq", "ne"), java.util.Map.entry("ne", "eq"),
        java.util.Map.entry("slt", "sge"), java.util.Map.entry("sge", "slt"),
        java.util.Map.entry("sle", "sgt"), java.util.Map.entry("sgt", "sle"),
        java.util.Map.entry("ult", "uge"), java.util.Map.entry("uge", "ult"),
        java.util.Map.entry("ule", "ugt"), java.util.Map.entry("ugt", "ule"));

    XOrINotCmpI() {
      super("arith.xori");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation cmp = ArithBinaryOp.of(op).lhs().getDefiningOp();
      if (cmp == null || !cmp.getName().equals(CmpOps.CmpIOp.SPEC.name())
          || !(Matchers.constantValue(ArithBinaryOp.of(op).rhs()) instanceof jopt.ir.attr.BoolAttr t)
          || t.isZero()) {
        return false;
      }
      CmpOps.CmpIOp c = CmpOps.CmpIOp.of(cmp);
      rewriter.setInsertionPoint(op);
      Operation inverted = CmpOps.CmpIOp.create(rewriter, op.getLoc(), INVERSE.get(c.predicate()),
          CmpOps.CmpIOp.of(cmp).lhs(), CmpOps.CmpIOp.of(cmp).rhs()).getOperation();
      rewriter.replaceOp(op, inverted.getResults());
      return true;
    }
  }
}
