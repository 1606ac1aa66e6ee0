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
 * Every {@code jopt --one-shot-bufferize...} RUN line (also with --eliminate-empty-tensors and
 * --drop-equivalent-buffer-results) under lit-tests/Transforms/OneShotBufferize,
 * EliminateEmptyTensors and DropEquivalentBufferResults gives byte-identical output to
 * mlir-opt-22 with the same options (-Doracle.skip=true skips it).
 */
class OneShotBufferizeOracleTest {
  private static final String ONE_FLAG = "--(?:one-shot-bufferize|eliminate-empty-tensors|drop-equivalent-buffer-results)"
      + "(?:=\"[^\"]*\"|=\\S+)?";
  private static final Pattern FLAGS = Pattern.compile("jopt ((?:" + ONE_FLAG + " )+)%s");
  private static final Pattern FLAG = Pattern.compile(ONE_FLAG);
  private static final List<String> DIRS = List.of("OneShotBufferize", "EliminateEmptyTensors",
      "DropEquivalentBufferResults");

  private static List<String> flags(String run) {
    List<String> result = new java.util.ArrayList<>();
    Matcher m = FLAG.matcher(run);
    while (m.find()) {
      result.add(m.group().replace("\"", ""));
    }
    return result;
  }

  @TestFactory
  Stream<DynamicTest> sameAsMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    return DIRS.stream().map(d -> LitPaths.litTests().resolve("Transforms").resolve(d))
        .flatMap(dir -> LitTestFiles.under(dir).stream()).flatMap(file -> {
      String text = LitTestFiles.read(file);
      return Directives.parse(text).runs().stream().map(r -> FLAGS.matcher(r.command()))
          .filter(Matcher::find)
          .map(m -> flags(m.group(1)))
          .map(flag -> DynamicTest.dynamicTest(file.getFileName() + " " + flag, file.toUri(), () -> {
            var expected = MlirOptRunner.mlirOpt(mlirOpt, flag, text);
            var actual = MlirOptRunner.jopt(flag, text);
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
