package jopt.test.lit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The lit suite run in-process: one dynamic test per RUN line of every lit-tests/**.mlir,
 * jopt called through JoptMain (no JVM per test), FileCheck the real binary.
 */
class LitSuiteTest {

  @TestFactory
  Stream<DynamicNode> litTests() {
    LitPaths.require(LitPaths.fileCheck(), "FileCheck");
    Path root = LitPaths.litTests();
    List<Path> files = LitTestFiles.under(root);
    assertFalse(files.isEmpty(), "no lit tests found under " + root);
    return files.stream().map(f -> container(root, f));
  }

  private static DynamicNode container(Path root, Path file) {
    Path rel = root.relativize(file);
    String text = LitTestFiles.read(file);
    List<RunLines.RunLine> runs = RunLines.parse(text);
    Path tmpBase = LitPaths.scratch().resolve(rel).resolveSibling("Output").resolve(file.getFileName() + ".tmp");
    Substitutions subst = new Substitutions(file, tmpBase);
    PipelineRunner runner = new PipelineRunner(file.getParent());
    List<DynamicNode> tests = new ArrayList<>();
    if (runs.isEmpty()) {
      tests.add(DynamicTest.dynamicTest("has RUN lines", file.toUri(),
          () -> fail(rel + ": no RUN line")));
    } else if (RunLines.isXfail(text)) {
      tests.add(DynamicTest.dynamicTest("XFAIL: some RUN line fails", file.toUri(), () -> {
        Files.createDirectories(tmpBase.getParent());
        boolean allPassed = true;
        for (RunLines.RunLine run : runs) {
          allPassed &= runner.run(subst.apply(run.command())).passed();
        }
        assertFalse(allPassed, rel + " is marked XFAIL but passed");
      }));
    } else {
      for (RunLines.RunLine run : runs) {
        String name = "RUN@" + run.line() + ": " + run.command();
        tests.add(DynamicTest.dynamicTest(name, file.toUri(), () -> {
          Files.createDirectories(tmpBase.getParent());
          String command = subst.apply(run.command());
          PipelineRunner.Outcome o = runner.run(command);
          if (!o.passed()) {
            fail(rel + ":" + run.line() + ": RUN: " + run.command() + "\n$ " + command + "\n"
                + o.report());
          }
        }));
      }
    }
    return DynamicContainer.dynamicContainer(rel.toString(), file.toUri(), tests.stream());
  }
}
