package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** xegpu.fence: {@code xegpu.fence memory_kind = global, fence_scope = workgroup}. */
@Op
public final class FenceOp extends FenceOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.fence")
      .summary("It synchronizes memory accesses.")
      .attr("memory_kind", XeGPUConstraints.MEMORY_SPACE)
      .attr("fence_scope", XeGPUConstraints.FENCE_SCOPE)
      .format("`memory_kind` `=` `` $memory_kind `,` `fence_scope` `=` `` $fence_scope attr-dict")
      .build();

  FenceOp(Operation op) {
    super(op);
  }

  /** The definition. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
