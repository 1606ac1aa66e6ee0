package jopt.dialects.test;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * test.one_region_with_recursive_memory_effects: an op with one region and a result whose
 * effects are those of its body, and no region-branch interface.
 */
@Op
public final class OneRegionWithRecursiveMemoryEffectsOp extends OneRegionWithRecursiveMemoryEffectsOpBase {
  public static final OpSpec SPEC = OpSpec.op("test.one_region_with_recursive_memory_effects")
      .result("result", TypeConstraints.ANY)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  OneRegionWithRecursiveMemoryEffectsOp(Operation op) {
    super(op);
  }

  public static final class Def extends OpDefinition implements Traits.HasRecursiveMemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
