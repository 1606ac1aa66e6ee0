package jopt.dialects.vector;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.VectorType;

/** vector.transpose: {@code %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>}; permutes the dims. */
@Op
public final class TransposeOp extends TransposeOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.transpose")
      .summary("vector transpose operation")
      .operand("vector", VectorConstraints.VECTOR)
      .attr("permutation", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", VectorConstraints.VECTOR)
      .predicate("operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")
      .build();

  TransposeOp(Operation op) {
    super(op);
  }

  /** {@code source} with its dims permuted: dim i of the result is {@code permutation[i]} of the source. */
  static VectorType transposed(VectorType source, long[] permutation) {
    long[] shape = new long[permutation.length];
    boolean[] scalable = new boolean[permutation.length];
    for (int i = 0; i < permutation.length; i++) {
      shape[i] = source.getDimSize((int) permutation[i]);
      scalable[i] = source.isScalableDim((int) permutation[i]);
    }
    return VectorType.get(shape, source.getElementType(), scalable);
  }

  /**
   * isOrderPreserving: the transpose permutes no two non-unit dims (non-scalable unit dims
   * aside), so the flattened vector is unchanged.
   */
  static boolean isOrderPreserving(Operation transpose) {
    long[] perm = ((DenseArrayAttr) transpose.getAttr("permutation")).asLongs();
    VectorType source = (VectorType) TransposeOp.of(transpose).vector().getType();
    long current = 0;
    for (long p : perm) {
      if (source.getDimSize((int) p) == 1 && !source.isScalableDim((int) p)) {
        continue;
      }
      if (p < current) {
        return false;
      }
      current = p;
    }
    return true;
  }

  /** The definition: MLIR's permutation checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      TransposeOp transpose = TransposeOp.of(op);
      VectorType source = (VectorType) transpose.vector().getType();
      VectorType result = (VectorType) transpose.result().getType();
      int rank = result.getRank();
      if (source.getRank() != rank) {
        op.emitOpError("vector result rank mismatch: " + rank);
        return false;
      }
      long[] perm = ((DenseArrayAttr) op.getAttr("permutation")).asLongs();
      if (perm.length != rank) {
        op.emitOpError("transposition length mismatch: " + perm.length);
        return false;
      }
      boolean[] seen = new boolean[rank];
      for (int i = 0; i < rank; i++) {
        long p = perm[i];
        if (p < 0 || p >= rank) {
          op.emitOpError("transposition index out of range: " + p);
          return false;
        }
        if (seen[(int) p]) {
          op.emitOpError("duplicate position index: " + p);
          return false;
        }
        seen[(int) p] = true;
        if (result.getDimSize(i) != source.getDimSize((int) p)) {
          op.emitOpError("dimension size mismatch at: " + p);
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      TransposeOp transpose = TransposeOp.of(op);
      VectorType type = (VectorType) transpose.result().getType();
      if (operands.get(0) instanceof DenseElementsAttr d && d.isSplat()) {
        results.add(OpFoldResult.of(d.reshape(type)));
        return true;
      }
      if (transpose.vector().getType().equals(type) && isOrderPreserving(op)) {
        results.add(OpFoldResult.of(transpose.vector()));
        return true;
      }
      return false;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new FoldShapeCast());
      patterns.add(new TransposeFolder());
      patterns.add(new FoldSplat());
      patterns.add(new FoldBroadcast());
    }
  }

  /** FoldTransposeShapeCast: an order-preserving transpose of a shape_cast is a shape_cast. */
  static final class FoldShapeCast extends OpRewritePattern<TransposeOp> {
    FoldShapeCast() {
      super(SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Operation def = op.vector().getDefiningOp();
      if (def == null || !ShapeCastOp.isa(def) || !isOrderPreserving(op.getOperation())) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          ShapeCastOp.create(rewriter, op.getLoc(), ShapeCastOp.of(def).source(), op.result().getType()).getOperation());
      return true;
    }
  }

  /** TransposeFolder: transpose(transpose(x, p1), p2) to transpose(x, p1[p2]). */
  static final class TransposeFolder extends OpRewritePattern<TransposeOp> {
    TransposeFolder() {
      super(SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Operation parent = op.vector().getDefiningOp();
      if (parent == null || !TransposeOp.isa(parent)) {
        return false;
      }
      long[] p1 = ((DenseArrayAttr) parent.getAttr("permutation")).asLongs();
      long[] p2 = op.permutation();
      long[] composed = new long[p2.length];
      for (int i = 0; i < p2.length; i++) {
        composed[i] = p1[(int) p2[i]];
      }
      rewriter.replaceOp(op.getOperation(), create(rewriter, op.getLoc(), TransposeOp.of(parent).vector(),
          DenseArrayAttr.i64(composed), op.result().getType()).getOperation());
      return true;
    }
  }

  /** FoldTransposeSplat: a transpose of a scalar broadcast is a broadcast. */
  static final class FoldSplat extends OpRewritePattern<TransposeOp> {
    FoldSplat() {
      super(SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Value splat = VectorFolding.scalarSplatSource(op.vector());
      if (splat == null) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          BroadcastOp.create(rewriter, op.getLoc(), splat, op.result().getType()).getOperation());
      return true;
    }
  }

  /**
   * FoldTransposeBroadcast: transpose(broadcast(x)) to broadcast(x) when the permutation stays
   * within the groups of dims the broadcast may permute freely.
   */
  static final class FoldBroadcast extends OpRewritePattern<TransposeOp> {
    FoldBroadcast() {
      super(SPEC, TransposeOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransposeOp op, PatternRewriter rewriter) {
      Operation broadcast = op.vector().getDefiningOp();
      if (broadcast == null || !BroadcastOp.isa(broadcast)) {
        return false;
      }
      VectorType output = (VectorType) op.result().getType();
      if (BroadcastOp.of(broadcast).source().getType() instanceof VectorType input) {
        long[] perm = op.permutation();
        long[] shape = input.getShape();
        int delta = output.getRank() - input.getRank();
        int low = 0;
        for (int i = 0; i < shape.length; i++) {
          boolean notOne = shape[i] != 1;
          boolean prevNotOne = i != 0 && shape[i - 1] != 1;
          if (notOne || prevNotOne) {
            int high = i + delta;
            for (int k = low; k < high; k++) {
              if (perm[k] < low || perm[k] >= high) {
                return false;
              }
            }
            low = high;
          }
        }
      }
      rewriter.replaceOp(op.getOperation(),
          BroadcastOp.create(rewriter, op.getLoc(), BroadcastOp.of(broadcast).source(), output).getOperation());
      return true;
    }
  }
}
