package jopt.dialects.gpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * gpu.wait: {@code gpu.wait [%t0, %t1]} blocks the host until the tokens' ops are done;
 * {@code %t = gpu.wait async [%t0]} returns a token joining them instead.
 */
@Op
public final class WaitOp extends WaitOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.wait")
      .summary("Wait for async gpu ops to complete.")
      .variadicOperand("asyncDependencies", GPUConstraints.ASYNC_TOKEN)
      .optionalResult("asyncToken", GPUConstraints.ASYNC_TOKEN)
      .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE)
      .format("custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict")
      .build();

  WaitOp(Operation op) {
    super(op);
  }

  /** The definition (MLIR declares no memory effects: it only orders the token's ops). */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }
  }
}
