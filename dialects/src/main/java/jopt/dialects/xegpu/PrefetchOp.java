package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.prefetch: {@code xegpu.prefetch %src[%offsets] <{offset_align_byte = 4}> : ui64, vector<16xindex>}. */
@Op
public final class PrefetchOp extends PrefetchOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.prefetch")
      .summary("prefetches a set of scattered data points to cache")
      .operand("source", XeGPUConstraints.GATHER_SCATTER_SOURCE)
      .optionalOperand("offsets", XeGPUConstraints.OFFSETS_OR_INDEX)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("offset_align_byte", XeGPUConstraints.I64)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .format("$source (`[` $offsets^ `]`)? prop-dict attr-dict `:` type(operands)")
      .build();

  PrefetchOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's checks of the source, offsets, read hints and offset alignment. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      PrefetchOp v = PrefetchOp.of(op);
      if (!GatherScatter.source(op, v.source().getType(), v.offsets(), true)) {
        return false;
      }
      boolean integer = GatherScatter.isInteger(v.source().getType());
      if (op.getAttr("offset_align_byte") != null && !integer) {
        op.emitOpError("offset_align_byte only allowed with integer source.");
        return false;
      }
      if (op.getAttr("offset_align_byte") == null && integer) {
        op.emitOpError("offset_align_byte is required with integer source.");
        return false;
      }
      return true;
    }
  }
}
