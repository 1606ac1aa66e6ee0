package jopt.dialects.affine;

import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;

/**
 * affine.linearize_index: {@code [disjoint] [%i, %j] by (basis) : index}; the linear index of a
 * multi-index in the given basis; {@code disjoint} is a UnitProp.
 */
@Op
public final class AffineLinearizeIndexOp extends AffineLinearizeIndexOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.linearize_index")
      .summary("linearize an index")
      .variadicOperand("multi_index", TypeConstraints.INDEX)
      .variadicOperand("dynamic_basis", TypeConstraints.INDEX)
      .attr("static_basis", AttrConstraints.DENSE_I64_ARRAY)
      .unitProp("disjoint")
      .result("linear_index", TypeConstraints.INDEX)
      .attrSizedOperandSegments()
      .customDirective("DynamicIndexList", DynamicIndexList.PAREN)
      .format("(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` "
          + "custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)")
      .build();

  AffineLinearizeIndexOp(Operation op) {
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
      int numIndexes = ValueGroups.operands(SPEC, op, 0).size();
      if (numIndexes != basis.length && numIndexes != basis.length + 1) {
        op.emitOpError("should be passed a basis element for each index except possibly the first");
        return false;
      }
      return BasisList.verifyBasis(op, basis, ValueGroups.operands(SPEC, op, 1).size(), false);
    }
  }
}
