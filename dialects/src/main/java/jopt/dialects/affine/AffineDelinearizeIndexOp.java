package jopt.dialects.affine;

import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * affine.delinearize_index: {@code %linear into (basis) : index, ...}; the multi-index of a
 * linear index in the given basis (with an optional unbounded outermost part).
 */
@Op
public final class AffineDelinearizeIndexOp extends AffineDelinearizeIndexOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.delinearize_index")
      .summary("delinearize an index")
      .operand("linear_index", TypeConstraints.INDEX)
      .variadicOperand("dynamic_basis", TypeConstraints.INDEX)
      .attr("static_basis", AttrConstraints.DENSE_I64_ARRAY)
      .variadicResult("multi_index", TypeConstraints.INDEX)
      .customDirective("DynamicIndexList", DynamicIndexList.PAREN)
      .format("$linear_index `into` custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` "
          + "type($multi_index)")
      .build();

  AffineDelinearizeIndexOp(Operation op) {
    super(op);
  }

  /** The definition: pure; MLIR's basis checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      long[] basis = BasisList.staticBasis(op);
      if (op.getNumResults() != basis.length && op.getNumResults() != basis.length + 1) {
        op.emitOpError("should return an index for each basis element and up to one extra index");
        return false;
      }
      return BasisList.verifyBasis(op, basis, op.getNumOperands() - 1, true);
    }
  }
}
