package jopt.dialects.test;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.region_buffer_based: {@code in(%a : type) out(%b : type) {region}}, a buffer op with a
 * body ending in test.region_yield; reads its input, writes its output.
 */
public final class RegionBufferBasedOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.region_buffer_based")
      .operand("input", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("output", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .region("region", RegionDef.Blocks.ANY)
      .format("`in` `(` $input `:` type($input) `)` `out` `(` $output `:` type($output) `)` $region attr-dict")
      .build();

  private RegionBufferBasedOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements MemoryEffects,
      Traits.SingleBlockImplicitTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public String implicitTerminatorName() {
      return "test.region_yield";
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return BufferBasedOp.readInWriteOut(op);
    }
  }
}
