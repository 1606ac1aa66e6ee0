package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * xegpu.store: {@code xegpu.store %v, %dest[%offsets], %mask : vector<16xf32>, memref<256xf32>,
 * vector<16xindex>, vector<16xi1>}, a scatter to a scattered descriptor or a base with offsets.
 */
@Op
public final class StoreScatterOp extends StoreScatterOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.store")
      .summary("store data to scattered memory locations.")
      .operand("value", XeGPUConstraints.VALUE_OR_SCALAR)
      .operand("dest", XeGPUConstraints.GATHER_SCATTER_SOURCE)
      .optionalOperand("offsets", XeGPUConstraints.OFFSETS_OR_INDEX)
      .operand("mask", XeGPUConstraints.MASK_OR_I1)
      .optionalAttr("chunk_size", XeGPUConstraints.I64)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .format("$value `,` $dest (`[` $offsets^ `]`)? `,` $mask prop-dict attr-dict `:` type(operands)")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  StoreScatterOp(Operation op) {
    super(op);
  }

  /** The definition: writes memory; MLIR's checks of destination, offsets, mask and value. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      StoreScatterOp v = StoreScatterOp.of(op);
      return GatherScatter.source(op, v.dest().getType(), v.offsets(), false)
          && GatherScatter.value(op, v.dest().getType(), v.offsets(), v.mask().getType(), v.value().getType(),
              v.chunkSize());
    }
  }
}
