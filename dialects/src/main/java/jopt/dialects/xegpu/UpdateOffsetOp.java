package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.update_offset: {@code %t2 = xegpu.update_offset %t, %offsets : !xegpu.tensor_desc<...>, vector<16xindex>}. */
@Op
public final class UpdateOffsetOp extends UpdateOffsetOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.update_offset")
      .summary("It updates the offsets for the given tensor descriptor")
      .operand("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .operand("offsets", XeGPUConstraints.OFFSETS)
      .result("result", XeGPUConstraints.TENSOR_DESC)
      .allTypesMatch("TensorDesc", "result")
      .format("$TensorDesc `,` $offsets attr-dict `:` qualified(type($TensorDesc)) `,` type($offsets)")
      .build();

  UpdateOffsetOp(Operation op) {
    super(op);
  }

  /** The definition: a scattered descriptor and offsets of its shape without the chunk dimension. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      UpdateOffsetOp updateOffset = UpdateOffsetOp.of(op);
      TensorDescType tdesc = (TensorDescType) updateOffset.TensorDesc().getType();
      if (!tdesc.isScattered()) {
        op.emitOpError("Expects a scattered TensorDesc.\n");
        return false;
      }
      long[] expected = tdesc.getShape();
      if (tdesc.getChunkSize() > 1) {
        expected = java.util.Arrays.copyOf(expected, expected.length - 1);
      }
      if (!java.util.Arrays.equals(expected, XeGPUChecks.shapeOf(updateOffset.offsets().getType()))) {
        op.emitOpError("Offsets should match TensorDesc except the chunk size dim.");
        return false;
      }
      return true;
    }
  }
}
