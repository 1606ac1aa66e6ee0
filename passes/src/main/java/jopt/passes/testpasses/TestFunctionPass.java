package jopt.passes.testpasses;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/** MLIR's test-function-pass: a func.func pass that does nothing. */
public final class TestFunctionPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-function-pass",
      "Test a function pass in the pass manager", "func.func", TestFunctionPass::new);

  public TestFunctionPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {}
}
