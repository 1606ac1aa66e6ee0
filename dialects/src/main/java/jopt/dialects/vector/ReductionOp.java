package jopt.dialects.vector;

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
      int rank = ((VectorType) op.getOperand(0).getType()).getRank();
      if (rank > 1) {
        op.emitOpError("unsupported reduction rank: " + rank);
        return false;
      }
      Type element = op.getResult(0).getType();
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
      return VectorTypes.maskOf((VectorType) op.getOperand(0).getType());
    }
  }
}
