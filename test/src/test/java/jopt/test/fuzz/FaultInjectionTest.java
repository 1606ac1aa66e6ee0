package jopt.test.fuzz;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.lit.ShellParser;
import jopt.tools.run.JoptRun;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * The harness catches a broken pass: each fault of test-memory-faults makes the property fail,
 * jqwik shrinks the program, and the written file is a lit test whose RUN line reproduces the
 * fault with jopt-run.
 */
class FaultInjectionTest {
  @ParameterizedTest
  @CsvSource({
    "dropFree, drop-free, is never freed",
    "doubleFree, double-free, double free of",
    "earlyFree, early-free, after it was freed"
  })
  void brokenPassIsCaughtShrunkAndWrittenOut(String property, String fault, String message)
      throws Exception {
    Path file = Path.of("target", "fuzz-failures", "test-memory-faults-" + fault + ".mlir");
    Files.deleteIfExists(file);
    Events events = EngineTestKit.engine("jqwik")
        .selectors(selectMethod(BrokenPassProperties.class, property,
            "jopt.fuzz.Program"))
        .execute().testEvents();
    assertThat(events.failed().count()).isEqualTo(1);

    String text = Files.readString(file);
    // Shrunk: the minimal case allocates and frees one buffer.
    long allocs = text.lines().filter(l -> l.contains("memref.alloc")).count();
    assertThat(allocs).isAtMost(2);

    // The RUN line reproduces the fault.
    String run = text.lines().findFirst().orElseThrow();
    assertThat(run).startsWith("// RUN: jopt-run %s ");
    List<String> args = new ArrayList<>();
    for (String w : ShellParser.parse(run.substring("// RUN: jopt-run ".length())).pipelines()
        .get(0).get(0).words()) {
      args.add(w.equals("%s") ? file.toString() : w);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = JoptRun.run(args.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains(message);
  }
}
