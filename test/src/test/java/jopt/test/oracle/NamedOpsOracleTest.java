package jopt.test.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jopt.dialects.Dialects;
import jopt.dialects.linalg.NamedOpRow;
import jopt.dialects.linalg.NamedOps;
import jopt.ir.MLIRContext;
import jopt.test.lit.LitPaths;
import jopt.test.oneshot.MlirOptRunner;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every row of the named-op table, instantiated in each of its variants on tensors and on
 * memrefs ({@link NamedOpInstances}), gives the same bytes in jopt as in mlir-opt-22: printed,
 * printed generically (the bodies the rows build), generalized by linalg-generalize-named-ops
 * and bufferized by one-shot-bufferize. The generalized bodies of rows computing with math
 * ops are compared only once jopt registers the math dialect (they print generically before).
 * Skipped when mlir-opt-22 is absent (-Doracle.skip=true skips it too).
 */
class NamedOpsOracleTest {
  private static final List<List<String>> FLAGS = List.of(List.of(), List.of("--mlir-print-op-generic"),
      List.of("--linalg-generalize-named-ops"), List.of("--one-shot-bufferize=bufferize-function-boundaries"));

  @TestFactory
  Stream<DynamicNode> everyRowMatchesMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    boolean math = Dialects.registerAll(new MLIRContext()).getDialect("math") != null;
    return NamedOps.ROWS.stream().map(row -> {
      String text = NamedOpInstances.of(row);
      return DynamicContainer.dynamicContainer(row.name(), FLAGS.stream()
          .filter(f -> math || !f.contains("--linalg-generalize-named-ops") || !NamedOpInstances.usesMath(row))
          .map(flags -> DynamicTest.dynamicTest(row.name() + " " + flags, () -> compare(mlirOpt, row, flags, text))));
    });
  }

  private static void compare(Path mlirOpt, NamedOpRow row, List<String> flags, String text) throws Exception {
    MlirOptRunner.Result expected = MlirOptRunner.mlirOpt(mlirOpt, flags, text);
    MlirOptRunner.Result actual = MlirOptRunner.jopt(flags, text);
    if (expected.exitCode() != 0) {
      fail(row.name() + ": mlir-opt-22 rejects the instances:\n" + expected.stderr() + "\n" + text);
    }
    assertEquals(0, actual.exitCode(), () -> row.name() + " " + flags + ": jopt failed:\n" + actual.stderr());
    if (!expected.stdout().equals(actual.stdout())) {
      fail(row.name() + " " + flags + ": output differs\n"
          + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout()) + "\n--- input ---\n" + text);
    }
  }
}
