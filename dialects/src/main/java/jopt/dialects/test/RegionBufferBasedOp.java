package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.region_buffer_based: test.buffer_based with a region ended by test.region_yield. Its
 * effects are its operands' only (not recursive), as MLIR's.
 */
@Op
public final class RegionBufferBasedOp extends RegionBufferBasedOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.region_buffer_based")
      .operand("input", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("output", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .region("region", RegionDef.Blocks.ANY)
      .format("`in` `(` $input`:` type($input) `)` `out` `(` $output`:` type($output) `)` $region"
          + " attr-dict")
      .memRead("input")
      .memWrite("output")
      .build();

  RegionBufferBasedOp(Operation op) {
    super(op);
  }

  /** The definition: MemRead on the input, MemWrite on the output; one block. */
  public static final class Def extends OpDefinition
      implements MemoryEffects, Traits.SingleBlockImplicitTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return RegionYieldOp.SPEC.name();
    }
  }
}
