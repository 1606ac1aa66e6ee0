package jopt.dialects.vector;

import java.util.List;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.Value;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.dialects.arith.FastMathFlagsAttr;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/** vector.reduction: {@code <add>, %v, %acc : vector<16xf32> into f32}; a 1-D vector reduced to a scalar. */
@Op
public final class ReductionOp extends ReductionOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.reduction")
      .summary("reduction operation")
      .attr("kind", VectorConstraints.KIND)
      .operand("vector", VectorConstraints.VECTOR)
      .optionalOperand("acc", TypeConstraints.ANY)
      .defaultAttr("fastmath", VectorConstraints.FASTMATH, FastMathFlagsAttr.NONE)
      .result("dest", TypeConstraints.ANY)
      .predicate("source operand and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .typesMatchWith("dest and acc have the same type", "dest", "acc", t -> t)
      .format("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` "
          + "type($dest)")
      .build();

  ReductionOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's rank and kind checks; maskable by a mask of the vector's shape. */
  public static final class Def extends OpDefinition implements Traits.Pure, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ReductionOp reductionOp = ReductionOp.of(op);
      int rank = ((VectorType) reductionOp.vector().getType()).getRank();
      if (rank > 1) {
        op.emitOpError("unsupported reduction rank: " + rank);
        return false;
      }
      Type element = reductionOp.dest().getType();
      CombiningKindAttr.Kind kind = ((CombiningKindAttr) op.getAttr("kind")).kind();
      if (!kind.supports(element)) {
        op.emitOpError("unsupported reduction type '" + VectorTypes.quote(element) + "' for kind '"
            + kind.keyword() + "'");
        return false;
      }
      return true;
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return ReductionOp.of(op).vector().getType() instanceof VectorType v ? VectorTypes.maskOf(v) : null;
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ElideSingleElementReduction());
    }
  }

  /** ElideSingleElementReduction: reducing one element is extracting it (combined with the accumulator). */
  static final class ElideSingleElementReduction extends OpRewritePattern<ReductionOp> {
    ElideSingleElementReduction() {
      super(SPEC, ReductionOp::of);
    }

    @Override
    public boolean matchAndRewrite(ReductionOp op, PatternRewriter rewriter) {
      VectorType type = (VectorType) op.vector().getType();
      if (MaskableOpInterface.isMasked(op.getOperation()) || type.getRank() != 0 && type.getDimSize(0) != 1) {
        return false;
      }
      Value result = ExtractOp.create(rewriter, op.getLoc(), op.vector(), List.of(),
          DenseArrayAttr.i64(new long[type.getRank()]), type.getElementType()).result();
      if (op.acc() != null) {
        result = VectorFolding.arithReduction(rewriter, op.getLoc(), op.kindAttr().kind(), result, op.acc());
      }
      rewriter.replaceOp(op.getOperation(), List.of(result));
      return true;
    }
  }
}
