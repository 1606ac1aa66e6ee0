package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** xegpu.prefetch_nd: {@code xegpu.prefetch_nd %t[0, 0] <{l1_hint = ...}> : !xegpu.tensor_desc<...>}. */
@Op
public final class PrefetchNdOp extends PrefetchNdOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.prefetch_nd")
      .summary("prefetches a n-D block to cache")
      .operand("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .optionalAttr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .customDirective("OptionalDynamicIndexList", OptionalDynamicIndexList.INSTANCE)
      .format("$TensorDesc `` custom<OptionalDynamicIndexList>($offsets, $const_offsets)"
          + " prop-dict attr-dict `:` qualified(type($TensorDesc))")
      .build();

  PrefetchNdOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's checks of the descriptor, the read hints and the offsets. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      PrefetchNdOp v = PrefetchNdOp.of(op);
      TensorDescType tdesc = (TensorDescType) v.TensorDesc().getType();
      if (tdesc.isScattered()) {
        op.emitOpError("Expects a non-scattered TensorDesc.\n");
        return false;
      }
      return XeGPUChecks.hints(op, true) && XeGPUChecks.offsetRanks(op, tdesc);
    }
  }
}
