package jopt.passes.testpasses;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/** MLIR's test-module-pass: a builtin.module pass that does nothing. */
public final class TestModulePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-module-pass",
      "Test a module pass in the pass manager", "builtin.module", TestModulePass::new);

  public TestModulePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {}
}
