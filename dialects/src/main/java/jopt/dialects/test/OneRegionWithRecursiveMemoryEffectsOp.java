package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.one_region_with_recursive_memory_effects: an op with one region and a result whose
 * effects are those of its body, and no region-branch interface.
 */
public final class OneRegionWithRecursiveMemoryEffectsOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("test.one_region_with_recursive_memory_effects")
      .result("result", TypeConstraints.ANY)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  private OneRegionWithRecursiveMemoryEffectsOp(Operation op) {
    super(op);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  public static final class Def extends OpDefinition implements Traits.HasRecursiveMemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
