package jopt.dialects.vector;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.VectorType;

/** vector.broadcast: {@code %s : f32 to vector<4xf32>}; duplicates a scalar or vector into leading dims. */
@Op
public final class BroadcastOp extends BroadcastOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.broadcast")
      .summary("broadcast operation")
      .operand("source", TypeConstraints.ANY)
      .result("vector", VectorConstraints.VECTOR)
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$source attr-dict `:` type($source) `to` type($vector)")
      .build();

  BroadcastOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's broadcastability check, folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      BroadcastOp broadcast = BroadcastOp.of(op);
      long[] m = new long[4];
      switch (VectorTypes.broadcastable(broadcast.source().getType(), (VectorType) broadcast.vector().getType(), m)) {
        case SUCCESS:
          return true;
        case SOURCE_RANK_HIGHER:
          op.emitOpError("source rank higher than destination rank");
          return false;
        case DIMENSION_MISMATCH:
          op.emitOpError("dimension mismatch (" + dim(m[0], m[1]) + " vs. " + dim(m[2], m[3]) + ")");
          return false;
        default:
          op.emitOpError("source type is not a vector");
          return false;
      }
    }

    /** Same type: the source; a shape_cast that only changes leading unit dims: its source; constants: a splat. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      BroadcastOp broadcast = BroadcastOp.of(op);
      VectorType type = (VectorType) broadcast.vector().getType();
      if (broadcast.source().getType().equals(type)) {
        results.add(OpFoldResult.of(broadcast.source()));
        return true;
      }
      if (foldBroadcastOfShapeCast(op, type)) {
        return true;
      }
      Attribute c = operands.get(0);
      if ((c instanceof IntegerAttr || c instanceof FloatAttr) && c.getType().equals(type.getElementType())) {
        results.add(OpFoldResult.of(DenseElementsAttr.getSplat(type, c)));
        return true;
      }
      if (c instanceof DenseElementsAttr d && d.isSplat()) {
        results.add(OpFoldResult.of(DenseElementsAttr.getSplat(type, d.getSplatValue())));
        return true;
      }
      return false;
    }

    /** broadcast(shape_cast(x)) to broadcast(x) when the cast adds or drops leading unit dims only. */
    private static boolean foldBroadcastOfShapeCast(Operation op, VectorType dest) {
      Operation cast = BroadcastOp.of(op).source().getDefiningOp();
      if (cast == null || !ShapeCastOp.isa(cast)) {
        return false;
      }
      VectorType src = (VectorType) ShapeCastOp.of(cast).source().getType();
      if (VectorTypes.broadcastable(src, dest, null) != VectorTypes.Broadcastable.SUCCESS) {
        return false;
      }
      long[] srcShape = src.getShape();
      long[] castShape = ((VectorType) ShapeCastOp.of(cast).result().getType()).getShape();
      int n = Math.min(srcShape.length, castShape.length);
      for (int i = 0; i < n; i++) {
        if (srcShape[srcShape.length - n + i] != castShape[castShape.length - n + i]) {
          return false;
        }
      }
      op.setOperand(0, ShapeCastOp.of(cast).source());
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new BroadcastFolder());
    }

    private static String dim(long size, long scalable) {
      return scalable != 0 ? "[" + size + "]" : Long.toString(size);
    }
  }

  /** broadcast(broadcast(x)) to broadcast(x). */
  static final class BroadcastFolder extends OpRewritePattern<BroadcastOp> {
    BroadcastFolder() {
      super(SPEC, BroadcastOp::of);
    }

    @Override
    public boolean matchAndRewrite(BroadcastOp op, PatternRewriter rewriter) {
      Operation src = op.source().getDefiningOp();
      if (src == null || !BroadcastOp.isa(src)) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          create(rewriter, op.getLoc(), BroadcastOp.of(src).source(), op.vector().getType()).getOperation());
      return true;
    }
  }
}
