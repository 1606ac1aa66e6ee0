package jopt.test.lit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jopt.lit.SuiteConfig;
import jopt.lit.TestRunner;
import jopt.lit.Tools;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The lit suite in-process: one dynamic test per lit-tests/**.mlir, run by jopt-lit's
 * {@link TestRunner} with jopt, jopt-run and the Java FileCheck in this JVM. A failure shows
 * lit's log of the test (commands, their stderr, FileCheck's message and input dump).
 */
class LitSuiteTest {

  @TestFactory
  Stream<DynamicNode> litTests() {
    Path root = LitPaths.litTests();
    SuiteConfig suite = SuiteConfig.find(root);
    List<Path> files = suite.discover(root);
    assertFalse(files.isEmpty(), "no lit tests found under " + root);
    TestRunner runner = new TestRunner(suite, Tools.defaults(), LitPaths.scratch());
    // The tests run in parallel, as jopt-lit runs them; each dynamic test reports one result.
    ExecutorService pool = Executors.newFixedThreadPool(
        Runtime.getRuntime().availableProcessors(), r -> {
          Thread t = new Thread(null, r, "lit", 512L << 20);
          t.setDaemon(true);
          return t;
        });
    List<Future<TestRunner.TestResult>> results = files.stream()
        .map(f -> pool.submit(() -> runner.run(f))).toList();
    pool.shutdown();
    return IntStream.range(0, files.size()).mapToObj(i -> DynamicTest.dynamicTest(
        root.relativize(files.get(i)).toString(), files.get(i).toUri(), () -> {
          TestRunner.TestResult r = results.get(i).get();
          if (r.status().isFailure()) {
            fail(r.status() + ": " + r.name() + "\n" + r.log());
          }
        }));
  }
}
