package jopt.passmanager;

import java.util.List;
import java.util.function.Consumer;
import jopt.ir.Operation;
import jopt.passes.testpasses.TestFunctionPass;

/** Passes for the pass manager's unit tests. */
final class TestPassesForUnitTests {
  private TestPassesForUnitTests() {}

  static Pass functionPass() {
    return new TestFunctionPass();
  }

  /** A func.func pass that hands each function to {@code action} (which may emit diagnostics). */
  static Pass onFunctions(String name, Consumer<Operation> action, List<String> failOn) {
    PassInfo[] info = new PassInfo[1];
    info[0] = PassInfo.of(name, "test", "func.func", () -> new Pass(info[0]) {
      @Override
      protected void runOnOperation() {
        action.accept(getOperation());
        if (failOn.contains(((jopt.ir.attr.StringAttr) getOperation().getAttr("sym_name")).value())) {
          signalPassFailure();
        }
      }
    });
    return info[0].create();
  }

  /** A func.func pass that hands each function to {@code action} and says it changed nothing. */
  static Pass preservingAll(String name, Consumer<Operation> action) {
    PassInfo[] info = new PassInfo[1];
    info[0] = PassInfo.of(name, "test", "func.func", () -> new Pass(info[0]) {
      @Override
      protected void runOnOperation() {
        action.accept(getOperation());
        markAllAnalysesPreserved();
      }
    });
    return info[0].create();
  }
}
