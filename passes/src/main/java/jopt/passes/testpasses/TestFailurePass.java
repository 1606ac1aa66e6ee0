package jopt.passes.testpasses;

import jopt.ir.Diagnostic;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/** MLIR's test-pass-failure: always fails, with an "illegal operation" error if asked. */
public final class TestFailurePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-pass-failure",
      "Test a pass in the pass manager that always fails", null, TestFailurePass::new);

  private final PassOption<Boolean> genDiagnostics = option(
      PassOption.ofBool("gen-diagnostics", "Generate a diagnostic message", false));

  public TestFailurePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    if (genDiagnostics.getValue()) {
      // A location diagnostic, not an op one: no "see current operation" note, as in MLIR.
      getContext().getDiagEngine().emit(new Diagnostic(
          Diagnostic.Severity.ERROR, getOperation().getLoc(), "illegal operation"));
    }
    signalPassFailure();
  }
}
