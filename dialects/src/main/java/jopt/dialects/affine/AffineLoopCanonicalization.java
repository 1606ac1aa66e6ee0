package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.IntegerSet;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * Canonicalization of affine.for and affine.if (MLIR's AffineForOp::fold:
 * canonicalizeLoopBounds, AffineForEmptyLoopFolder, the zero-trip fold; the condition canonicalized with its operands,
 * AlwaysTrueOrFalseIf, SimplifyDeadElse).
 */
final class AffineLoopCanonicalization {
  private AffineLoopCanonicalization() {}

  static void addIfPatterns(RewritePatternSet patterns) {
    patterns.add(new CanonicalizeIfCondition());
    patterns.add(new AlwaysTrueOrFalseIf());
    patterns.add(new SimplifyDeadElse());
  }

  /**
   * Part of MLIR's AffineForOp::fold: canonicalizeLoopBounds (with foldLoopBounds, whose
   * constant bounds it subsumes) composes each bound map with the affine.apply ops of its
   * operands and canonicalizes it, in place; false when nothing changed.
   */
  static boolean canonicalizeLoopBounds(Operation op) {
    AffineMap lb = AffineForOp.lowerMap(op);
    AffineMap ub = AffineForOp.upperMap(op);
    List<Value> lbOps = new ArrayList<>(AffineForOp.lowerOperands(op));
    List<Value> ubOps = new ArrayList<>(AffineForOp.upperOperands(op));
    AffineComposition.MapAndOperands l = AffineComposition.compose(lb, lbOps);
    AffineComposition.MapAndOperands u = AffineComposition.compose(ub, ubOps);
    if (l.map().equals(lb) && l.operands().equals(lbOps) && u.map().equals(ub) && u.operands().equals(ubOps)) {
      return false;
    }
    List<Value> operands = new ArrayList<>(l.operands());
    operands.addAll(u.operands());
    List<Value> inits = AffineForOp.inits(op);
    operands.addAll(inits);
    op.setOperands(operands);
    op.setAttr("lowerBoundMap", AffineMapAttr.get(l.map()));
    op.setAttr("upperBoundMap", AffineMapAttr.get(u.map()));
    op.setAttr("operandSegmentSizes", jopt.dialects.scf.OpUtils.denseI32(l.operands().size(),
        u.operands().size(), inits.size()));
    return true;
  }

  /**
   * MLIR's AffineForEmptyLoopFolder with the zero-trip fold: a loop whose body only yields is
   * replaced by the values it would leave (a loop without results is then dead, and goes).
   */
  static List<Value> emptyLoopResults(Operation op) {
    Long tripCount = AffineForOp.constantTripCount(op);
    if (op.getNumResults() > 0 && tripCount != null && tripCount == 0) {
      return AffineForOp.inits(op);
    }
    Block body = AffineForOp.body(op);
    if (body.getOpList().size() != 1 || op.getNumResults() == 0) {
      return null;
    }
    List<Value> iterArgs = body.getArguments().subList(1, body.getNumArguments()).stream()
        .map(a -> (Value) a).toList();
    List<Value> inits = AffineForOp.inits(op);
    List<Value> replacements = new ArrayList<>();
    boolean outside = false;
    boolean notInOrder = false;
    List<Value> yielded = body.getLastOp().getOperands();
    for (int i = 0; i < yielded.size(); i++) {
      Value v = yielded.get(i);
      if (v == body.getArgument(0)) {
        return null;
      }
      int pos = iterArgs.indexOf(v);
      if (pos < 0) {
        outside = true;
        replacements.add(v);
      } else {
        notInOrder |= pos != i;
        replacements.add(inits.get(pos));
      }
    }
    if (tripCount == null && (outside || notInOrder)) {
      return null;
    }
    if (tripCount != null && tripCount >= 2 && notInOrder) {
      return null;
    }
    return replacements;
  }

  /**
   * The condition composed with the affine.apply ops of its operands and canonicalized with
   * them (MLIR's AffineIfOp::fold). As mlir-opt, constant constraints are not simplified further:
   * only the exact {@code 0 == 0} and {@code 1 == 0} sets pick a branch.
   */
  static final class CanonicalizeIfCondition extends RewritePattern {
    CanonicalizeIfCondition() {
      super(AffineIfOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IntegerSet set = AffineIfOp.condition(op);
      List<Value> operands = new ArrayList<>(op.getOperands());
      AffineMap asMap = AffineMap.get(set.numDims(), set.numSymbols(), set.constraints());
      AffineComposition.MapAndOperands c = AffineComposition.compose(asMap, operands);
      IntegerSet newSet = IntegerSet.get(c.map().getNumDims(), c.map().getNumSymbols(), c.map().getResults(),
          set.eqFlags());
      if (newSet.equals(set) && c.operands().equals(operands)) {
        return false;
      }
      IntegerSet finalSet = newSet;
      List<Value> newOperands = c.operands();
      rewriter.modifyOpInPlace(op, () -> {
        op.setOperands(newOperands);
        op.setAttr("condition", IntegerSetAttr.get(finalSet));
      });
      return true;
    }
  }

  /** MLIR's AlwaysTrueOrFalseIf: an empty-set condition keeps the else block, a {@code 0 == 0} one the then block. */
  static final class AlwaysTrueOrFalseIf extends RewritePattern {
    AlwaysTrueOrFalseIf() {
      super(AffineIfOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IntegerSet set = AffineIfOp.condition(op);
      Block block;
      if (set.equals(IntegerSet.getEmptySet(set.numDims(), set.numSymbols()))) {
        if (op.getNumResults() == 0 && op.getRegion(1).isEmpty()) {
          rewriter.eraseOp(op);
          return true;
        }
        block = op.getRegion(1).front();
      } else if (set.getNumConstraints() == 1 && set.isEq(0)
          && set.getConstraint(0) instanceof AffineConstantExpr c && c.value() == 0) {
        block = op.getRegion(0).front();
      } else {
        return false;
      }
      Operation terminator = block.getLastOp();
      List<Value> results = new ArrayList<>(terminator.getOperands());
      rewriter.inlineBlockBefore(block, op, List.of());
      rewriter.replaceOp(op, results);
      rewriter.eraseOp(terminator);
      return true;
    }
  }

  /** MLIR's SimplifyDeadElse: an else block that only yields nothing goes. */
  static final class SimplifyDeadElse extends RewritePattern {
    SimplifyDeadElse() {
      super(AffineIfOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.getRegion(1).isEmpty() || op.getNumResults() != 0
          || op.getRegion(1).front().getOpList().size() != 1) {
        return false;
      }
      rewriter.modifyOpInPlace(op, () -> rewriter.eraseBlock(op.getRegion(1).front()));
      return true;
    }
  }

}
