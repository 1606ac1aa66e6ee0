package jopt.passes.licm;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.interfaces.LoopLikeOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code loop-invariant-code-motion} (MLIR's LoopInvariantCodeMotion, on any op): every op with
 * the LoopLikeOpInterface, innermost first (post-order), gets its invariant code hoisted, so what
 * leaves an inner loop can leave the outer one next.
 */
public final class LoopInvariantCodeMotionPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("loop-invariant-code-motion",
      "Hoist loop invariant instructions outside of the loop", null, LoopInvariantCodeMotionPass::new);

  public LoopInvariantCodeMotionPass() {
    super(INFO);
  }

  @Override
  public String getName() {
    return "LoopInvariantCodeMotion";
  }

  @Override
  protected void runOnOperation() {
    List<Operation> loops = new ArrayList<>();
    getOperation().walk(op -> {
      if (op.getInterface(LoopLikeOpInterface.class) != null) {
        loops.add(op);
      }
    });
    for (Operation loop : loops) {
      LoopInvariantCodeMotion.moveLoopInvariantCode(loop);
    }
  }
}
