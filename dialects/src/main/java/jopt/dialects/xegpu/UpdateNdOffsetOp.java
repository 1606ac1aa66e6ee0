package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;

/** xegpu.update_nd_offset: {@code %t2 = xegpu.update_nd_offset %t, [0, 16] : !xegpu.tensor_desc<8x16xf32>}. */
@Op
public final class UpdateNdOffsetOp extends UpdateNdOffsetOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.update_nd_offset")
      .summary("It updates the offsets for the TensorDesc.")
      .operand("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .attr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", XeGPUConstraints.TENSOR_DESC)
      .allTypesMatch("TensorDesc", "result")
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$TensorDesc `,` custom<DynamicIndexList>($offsets, $const_offsets)"
          + " attr-dict `:` qualified(type($result))")
      .build();

  UpdateNdOffsetOp(Operation op) {
    super(op);
  }

  /** The definition: pure; the descriptor is a block one and takes one offset per dimension. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      TensorDescType tdesc = (TensorDescType) UpdateNdOffsetOp.of(op).TensorDesc().getType();
      if (tdesc.isScattered()) {
        op.emitOpError("Expects a non-scattered TensorDesc.\n");
        return false;
      }
      if (tdesc.getRank() != DynamicIndexList.staticValues(op, "const_offsets").length) {
        op.emitOpError("Invalid number of offsets.");
        return false;
      }
      return true;
    }
  }
}
