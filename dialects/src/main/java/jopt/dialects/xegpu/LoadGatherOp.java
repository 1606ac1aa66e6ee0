package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * xegpu.load: {@code %v = xegpu.load %src[%offsets], %mask <{chunk_size = 2}> : memref<256xf32>,
 * vector<16xindex>, vector<16xi1> -> vector<16x2xf32>}, a gather from a scattered descriptor or
 * from a base with offsets.
 */
@Op
public final class LoadGatherOp extends LoadGatherOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.load")
      .summary("load a set of scattered data points from memory.")
      .operand("source", XeGPUConstraints.GATHER_SCATTER_SOURCE)
      .optionalOperand("offsets", XeGPUConstraints.OFFSETS_OR_INDEX)
      .operand("mask", XeGPUConstraints.MASK_OR_I1)
      .optionalAttr("chunk_size", XeGPUConstraints.I64)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("value", XeGPUConstraints.VALUE_OR_SCALAR)
      .format("$source (`[` $offsets^ `]`)? `,` $mask prop-dict attr-dict `:` type(operands) `->` type($value)")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  LoadGatherOp(Operation op) {
    super(op);
  }

  /** The definition: reads memory; MLIR's checks of source, offsets, mask and value. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      LoadGatherOp v = LoadGatherOp.of(op);
      return GatherScatter.source(op, v.source().getType(), v.offsets(), true)
          && GatherScatter.value(op, v.source().getType(), v.offsets(), v.mask().getType(), v.value().getType(),
              v.chunkSize());
    }
  }
}
