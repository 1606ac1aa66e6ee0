package jopt.test.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jopt.lit.Directives;
import jopt.lit.ShellParser;
import jopt.test.lit.LitPaths;
import jopt.test.lit.LitTestFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Pass tests of upstream passes compared with mlir-opt-22: a lit file anywhere under lit-tests
 * that holds the line {@code // COMPARE: mlir-opt-22} has each of its RUN lines that starts
 * with {@code jopt} (not {@code not jopt}) run twice, by jopt and by mlir-opt-22 with the same
 * arguments ({@code %s} the file itself), and the two outputs and exit codes must be the same,
 * byte for byte. A RUN line whose jopt command uses something only jopt has (a jopt-only pass)
 * does not belong in such a file. -Doracle.skip=true skips it, as {@link OracleTest}.
 */
class PassOracleTest {
  static final String MARKER = "// COMPARE: mlir-opt-22";

  @TestFactory
  Stream<DynamicNode> passOutputsMatchMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    Path root = LitPaths.litTests();
    return LitTestFiles.under(root).stream()
        .filter(f -> LitTestFiles.read(f).lines().anyMatch(l -> l.strip().equals(MARKER)))
        .map(f -> container(mlirOpt, root, f));
  }

  private static DynamicNode container(Path mlirOpt, Path root, Path file) {
    String rel = root.relativize(file).toString();
    List<DynamicTest> tests = new ArrayList<>();
    int n = 0;
    for (var run : Directives.parse(LitTestFiles.read(file)).runs()) {
      n++;
      List<String> args;
      try {
        args = joptArguments(run.command(), file);
      } catch (ShellParser.ShellError e) {
        String message = e.getMessage();
        tests.add(DynamicTest.dynamicTest("RUN " + n, file.toUri(), () -> fail(rel + ": " + message)));
        continue;
      }
      if (args == null) {
        continue;
      }
      List<String> flags = args;
      tests.add(DynamicTest.dynamicTest("RUN " + n + ": " + String.join(" ", flags), file.toUri(), () -> {
        OracleTest.Result expected = runMlirOpt(mlirOpt, flags);
        OracleTest.Result actual = OracleTest.runJopt(flags, "");
        if (!expected.stdout().equals(actual.stdout())) {
          fail(rel + " RUN " + String.join(" ", flags) + ": output differs from mlir-opt-22's\n"
              + TextDiff.firstDifference(expected.stdout(), actual.stdout())
              + (actual.stderr().isEmpty() ? "" : "\njopt's errors:\n" + actual.stderr())
              + (expected.stderr().isEmpty() ? "" : "\nmlir-opt-22's errors:\n" + expected.stderr()));
        }
        assertEquals(expected.exitCode() == 0, actual.exitCode() == 0, () -> rel + ": exit codes differ: mlir-opt-22 "
            + expected.exitCode() + ", jopt " + actual.exitCode() + "\n" + actual.stderr());
      }));
    }
    if (tests.isEmpty()) {
      tests.add(DynamicTest.dynamicTest("RUN lines", file.toUri(),
          () -> fail(rel + ": marked '" + MARKER + "' but no RUN line starts with jopt")));
    }
    return DynamicContainer.dynamicContainer(rel, file.toUri(), tests.stream());
  }

  /** The arguments of the RUN line's first command when it is {@code jopt ...}, else null. */
  static List<String> joptArguments(String command, Path file) throws ShellParser.ShellError {
    ShellParser.Script script = ShellParser.parse(command);
    if (script.pipelines().isEmpty()) {
      return null;
    }
    ShellParser.Command first = script.pipelines().get(0).get(0);
    if (!first.words().get(0).equals("jopt")) {
      return null;
    }
    List<String> args = new ArrayList<>();
    for (String w : first.words().subList(1, first.words().size())) {
      args.add(w.replace("%s", file.toString()));
    }
    for (ShellParser.Redirect r : first.redirects()) {
      if (r.fd() == 0 && r.op().equals("<")) {
        args.add(r.target().replace("%s", file.toString()));
      }
    }
    return args;
  }

  private static OracleTest.Result runMlirOpt(Path mlirOpt, List<String> flags)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(mlirOpt.toString());
    cmd.addAll(flags);
    Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
        .redirectError(ProcessBuilder.Redirect.PIPE).start();
    var err = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        return e.toString();
      }
    });
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new OracleTest.Result(p.waitFor(), out, err.join());
  }
}
