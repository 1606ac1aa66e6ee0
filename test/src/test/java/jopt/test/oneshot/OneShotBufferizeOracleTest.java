package jopt.test.oneshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jopt.lit.Directives;
import jopt.test.lit.LitPaths;
import jopt.test.lit.LitTestFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code jopt --one-shot-bufferize...} RUN line under lit-tests/Transforms/OneShotBufferize
 * gives byte-identical output to mlir-opt-22 with the same options (-Doracle.skip=true skips it).
 */
class OneShotBufferizeOracleTest {
  private static final Pattern FLAG = Pattern.compile("jopt (--one-shot-bufferize(?:=\"[^\"]*\"|=\\S+)?) %s");

  @TestFactory
  Stream<DynamicTest> sameAsMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    Path dir = LitPaths.litTests().resolve("Transforms").resolve("OneShotBufferize");
    return LitTestFiles.under(dir).stream().flatMap(file -> {
      String text = LitTestFiles.read(file);
      return Directives.parse(text).runs().stream().map(r -> FLAG.matcher(r.command()))
          .filter(Matcher::find)
          .map(m -> m.group(1).replace("\"", ""))
          .map(flag -> DynamicTest.dynamicTest(file.getFileName() + " " + flag, file.toUri(), () -> {
            var expected = MlirOptRunner.mlirOpt(mlirOpt, List.of(flag), text);
            var actual = MlirOptRunner.jopt(List.of(flag), text);
            assertEquals(expected.exitCode(), actual.exitCode(),
                () -> "exit codes differ; jopt's stderr:\n" + actual.stderr() + "\nmlir-opt's:\n" + expected.stderr());
            if (!expected.stdout().equals(actual.stdout())) {
              fail(file.getFileName() + " " + flag + ": output differs\n"
                  + MlirOptRunner.firstDifference(expected.stdout(), actual.stdout()));
            }
          }));
    });
  }
}
