package jopt.passes.linalg;

import java.util.List;
import java.util.function.Predicate;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's populateConstantFoldLinalgOperations (ConstantFold.cpp): FoldConstantTranspose, a
 * linalg op (any: generic, transpose, copy..., as upstream's OpInterfaceRewritePattern on
 * LinalgOp) of one constant input and one static output through permutation maps whose body
 * only yields the input becomes a constant (the data permuted at compile time).
 */
public final class ConstantFoldLinalg {
  private ConstantFoldLinalg() {}

  public static List<RewritePattern> patterns(Predicate<OpOperand> control) {
    return List.of(new FoldConstantTranspose(control));
  }

  /** MLIR's FoldConstantTranspose (FoldConstantBase with a body that yields its input). */
  public static final class FoldConstantTranspose extends LinalgOpRewritePattern {
    private final Predicate<OpOperand> control;

    public FoldConstantTranspose(Predicate<OpOperand> control) {
      this.control = control;
    }

    @Override
    boolean matchAndRewrite(LinalgOp op, PatternRewriter rewriter) {
      Operation o = op.getOperation();
      if (!op.hasPureTensorSemantics() || op.numDpsInits() != 1 || o.getNumResults() == 0) {
        return false;
      }
      if (!(o.getResult(0).getType() instanceof ShapedType outputType) || !outputType.hasStaticShape()) {
        return false;
      }
      Type elementType = outputType.getElementType();
      for (Value v : o.getOperands()) {
        if (!(v.getType() instanceof ShapedType s) || !s.getElementType().equals(elementType)) {
          return false;
        }
      }
      if (!(elementType instanceof IntegerType) && !(elementType instanceof FloatType)) {
        return false;
      }
      List<AffineMap> maps = op.indexingMaps();
      for (AffineMap m : maps) {
        if (!m.isPermutation()) {
          return false;
        }
      }
      if (op.payloadUsesValueFromOperand(op.numDpsInputs()) || maps.size() != 2 || !yieldsFirstArgument(op.body())) {
        return false;
      }
      Attribute input = Matchers.constantValue(o.getOperand(0));
      if (!(input instanceof DenseElementsAttr data)) {
        return false;
      }
      if (!control.test(o.getOpOperand(0))) {
        return false;
      }
      long[] loops = op.staticLoopRanges();
      int[] inputDims = maps.get(0).getDimPositions();
      int[] outputDims = maps.get(1).getDimPositions();
      long[] inputShape = ((ShapedType) data.getType()).getShape();
      long[] outputShape = outputType.getShape();
      int numElements = (int) outputType.getNumElements();
      int[] sourceOf = new int[numElements];
      long[] indices = new long[loops.length];
      for (int linear = 0; linear < numElements; linear++) {
        long rest = linear;
        for (int d = loops.length - 1; d >= 0; d--) {
          indices[d] = rest % loops[d];
          rest /= loops[d];
        }
        long dst = 0;
        long src = 0;
        for (int d = 0; d < outputShape.length; d++) {
          dst = dst * outputShape[d] + indices[outputDims[d]];
          src = src * inputShape[d] + indices[inputDims[d]];
        }
        sourceOf[(int) dst] = (int) src;
      }
      DenseElementsAttr folded = data.gather(outputType, sourceOf);
      rewriter.setInsertionPoint(o);
      Operation constant = ConstantOp.create(rewriter, o.getLoc(), folded).getOperation();
      rewriter.replaceOp(o, constant.getResults());
      return true;
    }

    /** The body is only a yield of the first block argument (for every yielded value). */
    private static boolean yieldsFirstArgument(Block body) {
      Operation yield = body.getFirstOp();
      if (yield == null || yield.getNextNode() != null) {
        return false;
      }
      for (Value v : yield.getOperands()) {
        if (!(v instanceof BlockArgument a) || a.getOwner() != body || a.getArgNumber() != 0) {
          return false;
        }
      }
      return true;
    }
  }
}
