package jopt.pathological;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jopt.tools.opt.JoptMain;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The pathological-input suite at sizes that take seconds (bench/pathological.sh runs it at
 * full size beside mlir-opt-22): every class parses and prints to a fixpoint, and the memory
 * classes go through the passes that apply, each ending in exit 0 or a located error, never an
 * internal error.
 */
class PathologicalInputTest {
  /** The size in CI: past what once took seconds (cubic canonicalize, quadratic hashing). */
  private static final int N = 2_000;

  private static final List<String> MEMORY_PIPELINES = List.of(
      "builtin.module(func.func(canonicalize))",
      "builtin.module(func.func(cse))",
      "builtin.module(jopt-deallocation-pipeline)",
      "builtin.module(jopt-deallocation-pipeline{buffer-reuse=true})",
      "builtin.module(func.func(merge-alloc))",
      "builtin.module(jopt-merge-alloc)",
      "builtin.module(func.func(gc-merge-alloc))",
      "builtin.module(func.func(hlo-buffer-reuse))");

  private static final Pattern LOCATED_ERROR =
      Pattern.compile("(?m)^<stdin>:\\d+:\\d+: error: ");

  private record Run(int code, String out, String err) {}

  private static Run jopt(String input, String... flags) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] args = new String[flags.length + 1];
    System.arraycopy(flags, 0, args, 0, flags.length);
    args[flags.length] = "-";
    int code = JoptMain.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** Exit 0, or 1 with a located error first; never an internal error. */
  private static void assertCleanOutcome(String what, Run r) {
    String head = r.err().length() > 400 ? r.err().substring(0, 400) : r.err();
    assertWithMessage(what + ": " + head).that(r.err()).doesNotContain("internal error");
    if (r.code() != 0) {
      assertWithMessage(what + ": " + head).that(r.code()).isEqualTo(1);
      assertWithMessage(what + ": " + head).that(LOCATED_ERROR.matcher(r.err()).lookingAt())
          .isTrue();
    }
  }

  @TestFactory
  Stream<DynamicTest> parsesAndPrintsToAFixpoint() {
    return Stream.of(PathologicalInput.values()).map(p -> DynamicTest.dynamicTest(p.id(), () -> {
      Run first = jopt(p.generate(N));
      assertWithMessage(p.id() + ": " + first.err()).that(first.code()).isEqualTo(0);
      Run second = jopt(first.out());
      assertWithMessage(p.id() + ": " + second.err()).that(second.code()).isEqualTo(0);
      assertWithMessage(p.id()).that(second.out()).isEqualTo(first.out());
    }));
  }

  /**
   * Past 2,048 levels each line's indentation (4096 chars or more) is written from a block of
   * spaces rather than encoded as text: still two spaces per open region on every line.
   */
  @Test
  void deepIndentationIsTwoSpacesPerOpenRegion() {
    Run r = jopt(PathologicalInput.REGION_DEPTH.generate(2_100));
    assertWithMessage(r.err()).that(r.code()).isEqualTo(0);
    int depth = 0;
    int deepest = 0;
    int lineNo = 0;
    for (String line : r.out().split("\n")) {
      lineNo++;
      String body = line.stripLeading();
      if (body.startsWith("}")) {
        depth--;
      }
      if (!body.isEmpty()) {
        assertWithMessage("line " + lineNo).that(line.length() - body.length()).isEqualTo(2 * depth);
      }
      if (body.endsWith("{")) {
        depth++;
      }
      deepest = Math.max(deepest, depth);
    }
    assertWithMessage("open regions at the end").that(depth).isEqualTo(0);
    assertWithMessage("deepest level").that(deepest).isGreaterThan(2_048);
  }

  @TestFactory
  Stream<DynamicTest> memoryClassesThroughThePasses() {
    List<DynamicTest> tests = new ArrayList<>();
    for (PathologicalInput p : List.of(PathologicalInput.REGION_DEPTH,
        PathologicalInput.CONSTANT_IF_DEPTH, PathologicalInput.IF_CHAIN, PathologicalInput.DICT_WIDTH,
        PathologicalInput.FUNC_COUNT, PathologicalInput.CALL_CHAIN)) {
      for (String pipeline : MEMORY_PIPELINES) {
        tests.add(DynamicTest.dynamicTest(p.id() + " " + pipeline, () -> {
          assertCleanOutcome(p.id() + " " + pipeline, jopt(p.generate(N), "-p", pipeline));
        }));
      }
    }
    return tests.stream();
  }
}
