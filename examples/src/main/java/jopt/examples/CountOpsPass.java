package jopt.examples;

import jopt.dialects.func.FuncOp;
import jopt.ir.Operation;
import jopt.passmanager.Pass;
import jopt.passmanager.PassOption;

/** A custom pass: a remark with the number of ops of each function, an error above a limit. */
public final class CountOpsPass extends Pass {
  private final PassOption<Integer> limit =
      option(PassOption.ofInt("limit", "The most ops a function may have", 1000));

  public CountOpsPass() {
    super("count-ops", "Counts the ops of each function", "func.func", CountOpsPass::new);
  }

  @Override
  protected void runOnOperation() {
    int[] count = {0};
    getOperation().walk((Operation op) -> count[0]++);
    getOperation().emitRemark("@" + FuncOp.of(getOperation()).symName() + " has " + count[0]
        + " ops");
    if (count[0] > limit.getValue()) {
      getOperation().emitError("more than " + limit.getValue() + " ops");
      signalPassFailure();
    }
  }
}
