package jopt.dialects.vector;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.VectorType;

/** vector.shape_cast: {@code %v : vector<4x3xf32> to vector<12xf32>}; the same elements in another shape. */
@Op
public final class ShapeCastOp extends ShapeCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.shape_cast")
      .summary("shape_cast casts between vector shapes")
      .operand("source", VectorConstraints.VECTOR)
      .result("result", VectorConstraints.VECTOR)
      .format("$source attr-dict `:` type($source) `to` type($result)")
      .build();

  ShapeCastOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's element count and scalability checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ShapeCastOp shapeCast = ShapeCastOp.of(op);
      VectorType source = (VectorType) shapeCast.source().getType();
      VectorType result = (VectorType) shapeCast.result().getType();
      if (!source.getElementType().equals(result.getElementType())) {
        op.emitOpError("has different source and result element types");
        return false;
      }
      long s = VectorTypes.numElements(source);
      long r = VectorTypes.numElements(result);
      if (s != r) {
        op.emitOpError("has different number of elements at source (" + s + ") and result (" + r + ")");
        return false;
      }
      int ss = VectorTypes.numScalableDims(source);
      int rs = VectorTypes.numScalableDims(result);
      if (ss != rs) {
        op.emitOpError("has different number of scalable dims at source (" + ss + ") and result (" + rs + ")");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ShapeCastOp shapeCast = ShapeCastOp.of(op);
      VectorType type = (VectorType) shapeCast.result().getType();
      if (shapeCast.source().getType().equals(type)) {
        results.add(OpFoldResult.of(shapeCast.source()));
        return true;
      }
      Operation def = shapeCast.source().getDefiningOp();
      if (def != null && ShapeCastOp.isa(def)) {
        op.setOperand(0, ShapeCastOp.of(def).source());
        return true;
      }
      if (def != null && TransposeOp.isa(def)) {
        if (!TransposeOp.isOrderPreserving(def)) {
          return false;
        }
        op.setOperand(0, TransposeOp.of(def).vector());
        return true;
      }
      if (def != null && BroadcastOp.isa(def) && BroadcastOp.of(def).source().getType().equals(type)) {
        results.add(OpFoldResult.of(BroadcastOp.of(def).source()));
        return true;
      }
      if (operands.get(0) instanceof DenseElementsAttr d) {
        results.add(OpFoldResult.of(d.reshape(type)));
        return true;
      }
      return false;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new BroadcastFolder());
    }
  }

  /** ShapeCastBroadcastFolder: shape_cast(broadcast(x)) to shape_cast(x) (same element count) or broadcast(x). */
  static final class BroadcastFolder extends OpRewritePattern<ShapeCastOp> {
    BroadcastFolder() {
      super(SPEC, ShapeCastOp::of);
    }

    @Override
    public boolean matchAndRewrite(ShapeCastOp op, PatternRewriter rewriter) {
      jopt.ir.Operation def = op.source().getDefiningOp();
      if (def == null || !BroadcastOp.isa(def)) {
        return false;
      }
      VectorType dst = (VectorType) op.result().getType();
      jopt.ir.Value x = BroadcastOp.of(def).source();
      if (x.getType() instanceof VectorType src && VectorTypes.numElements(src) == VectorTypes.numElements(dst)) {
        rewriter.replaceOp(op.getOperation(), create(rewriter, op.getLoc(), x, dst).getOperation());
        return true;
      }
      if (!(x.getType() instanceof VectorType)
          || VectorTypes.broadcastable(x.getType(), dst, null) == VectorTypes.Broadcastable.SUCCESS) {
        rewriter.replaceOp(op.getOperation(), BroadcastOp.create(rewriter, op.getLoc(), x, dst).getOperation());
        return true;
      }
      return false;
    }
  }
}
