package jopt.dialects.vector;

import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * vector.multi_reduction: {@code <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>}; the
 * listed dims reduced into the accumulator.
 */
@Op
public final class MultiDimReductionOp extends MultiDimReductionOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.multi_reduction")
      .summary("Multi-dimensional reduction operation")
      .attr("kind", VectorConstraints.KIND)
      .operand("source", VectorConstraints.VECTOR_NON_0)
      .operand("acc", TypeConstraints.ANY)
      .attr("reduction_dims", AttrConstraints.DENSE_I64_ARRAY)
      .result("dest", TypeConstraints.ANY)
      .allTypesMatch("dest", "acc")
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)")
      .build();

  MultiDimReductionOp(Operation op) {
    super(op);
  }

  /** Which dims of a source of {@code rank} {@code reductionDims} reduces. */
  static boolean[] reductionMask(long[] reductionDims, int rank) {
    boolean[] mask = new boolean[rank];
    for (long d : reductionDims) {
      if (d >= 0 && d < rank) {
        mask[(int) d] = true;
      }
    }
    return mask;
  }

  /** The type the kept dims of {@code source} form: the element type when none are kept. */
  static Type inferDestType(VectorType source, boolean[] reduced) {
    int kept = 0;
    for (boolean r : reduced) {
      kept += r ? 0 : 1;
    }
    if (kept == 0) {
      return source.getElementType();
    }
    long[] shape = new long[kept];
    boolean[] scalable = new boolean[kept];
    for (int i = 0, j = 0; i < reduced.length; i++) {
      if (!reduced[i]) {
        shape[j] = source.getDimSize(i);
        scalable[j++] = source.isScalableDim(i);
      }
    }
    return VectorType.get(shape, source.getElementType(), scalable);
  }

  /** The definition: MLIR's destination type check; maskable by a mask of the source's shape. */
  public static final class Def extends OpDefinition implements Traits.Pure, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      MultiDimReductionOp multiDimReduction = MultiDimReductionOp.of(op);
      VectorType source = (VectorType) multiDimReduction.source().getType();
      long[] dims = ((DenseArrayAttr) op.getAttr("reduction_dims")).asLongs();
      Type expected = inferDestType(source, reductionMask(dims, source.getRank()));
      Type dest = multiDimReduction.dest().getType();
      if (!dest.equals(expected)) {
        op.emitOpError("destination type " + VectorTypes.quote(dest) + " is incompatible with source type "
            + VectorTypes.quote(source));
        return false;
      }
      return true;
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return MultiDimReductionOp.of(op).source().getType() instanceof VectorType v ? VectorTypes.maskOf(v) : null;
    }
  
    /** A 1-D vector with nothing reduced is its source. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      MultiDimReductionOp multiDimReduction = MultiDimReductionOp.of(op);
      VectorType source = (VectorType) multiDimReduction.source().getType();
      long[] dims = ((DenseArrayAttr) op.getAttr("reduction_dims")).asLongs();
      if (source.getRank() == 1 && !reductionMask(dims, 1)[0]) {
        results.add(OpFoldResult.of(multiDimReduction.source()));
        return true;
      }
      return false;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ElideUnitDims());
    }
  }

  /** ElideUnitDimsInMultiDimReduction: reducing only unit dims is a shape_cast (or extract) and the combine. */
  static final class ElideUnitDims extends OpRewritePattern<MultiDimReductionOp> {
    ElideUnitDims() {
      super(SPEC, MultiDimReductionOp::of);
    }

    @Override
    public boolean matchAndRewrite(MultiDimReductionOp op, PatternRewriter rewriter) {
      VectorType source = (VectorType) op.source().getType();
      boolean[] reduced = reductionMask(op.reductionDims(), source.getRank());
      for (int i = 0; i < reduced.length; i++) {
        if (reduced[i] && source.getDimSize(i) != 1) {
          return false;
        }
      }
      if (MaskableOpInterface.isMasked(op.getOperation())) {
        return false;
      }
      Value cast = op.dest().getType() instanceof VectorType dest
          ? ShapeCastOp.create(rewriter, op.getLoc(), op.source(), dest).result()
          : ExtractOp.create(rewriter, op.getLoc(), op.source(), List.of(),
              DenseArrayAttr.i64(new long[source.getRank()]), op.dest().getType()).result();
      Value result = VectorFolding.arithReduction(rewriter, op.getLoc(), op.kindAttr().kind(), op.acc(), cast);
      rewriter.replaceOp(op.getOperation(), List.of(result));
      return true;
    }
  }
}
