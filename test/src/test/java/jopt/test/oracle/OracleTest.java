package jopt.test.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jopt.test.lit.LitPaths;
import jopt.test.lit.LitTestFiles;
import jopt.lit.Directives;
import jopt.tools.opt.JoptMain;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * jopt's output must be byte-identical to mlir-opt-22's on every valid test input under
 * lit-tests/IR and lit-tests/Dialect, and printing must be a fixpoint (jopt | jopt), or where
 * mlir-opt-22 is none either, jopt's second round must be mlir-opt-22's.
 * -Doracle.skip=true skips it where mlir-opt-22 cannot be installed.
 */
class OracleTest {

  /** What a tool printed and how it exited. */
  record Result(int exitCode, String stdout, String stderr) {}

  @TestFactory
  Stream<DynamicNode> matchesMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    Path root = LitPaths.litTests();
    List<Path> files = new ArrayList<>(LitTestFiles.under(root.resolve("IR")));
    files.addAll(LitTestFiles.under(root.resolve("Dialect")));
    // MLIR-HLO's deallocation dialect is not in upstream MLIR: mlir-opt cannot parse it.
    files.removeIf(f -> f.startsWith(root.resolve("Dialect").resolve("deallocation")));
    // onnx.Constant and onnx.Return print in ONNX-MLIR's custom forms, which mlir-opt cannot
    // parse (and prints generically when they are written so): files using them are not
    // compared; the onnx files of generic-form ops only are.
    files.removeIf(f -> f.startsWith(root.resolve("Dialect").resolve("onnx"))
        && usesOnnxCustomForms(LitTestFiles.read(f)));
    return files.stream()
        .filter(f -> isValidInput(LitTestFiles.read(f)))
        .map(f -> container(mlirOpt, root, f));
  }

  /**
   * Every diagnostics test under lit-tests/IR and lit-tests/Dialect (a {@code
   * --verify-diagnostics} RUN line) passes under mlir-opt-22 too: the same errors, on the same
   * lines, with the same words. The dialects only jopt registers are left out, and files marked
   * {@code // NOT-COMPARED: reason} (inputs mlir-opt-22 crashes on, where jopt reports an error).
   */
  @TestFactory
  Stream<DynamicNode> diagnosticsMatchMlirOpt() {
    Assumptions.assumeFalse(Boolean.getBoolean("oracle.skip"), "oracle.skip=true");
    Path mlirOpt = LitPaths.require(LitPaths.mlirOpt(), "mlir-opt-22");
    Path root = LitPaths.litTests();
    List<Path> files = new ArrayList<>(LitTestFiles.under(root.resolve("IR")));
    files.addAll(LitTestFiles.under(root.resolve("Dialect")));
    files.removeIf(f -> f.startsWith(root.resolve("Dialect").resolve("deallocation"))
        || f.startsWith(root.resolve("Dialect").resolve("onnx")));
    return files.stream()
        .filter(f -> LitTestFiles.read(f).contains("expected-error"))
        .filter(f -> !LitTestFiles.read(f).contains(NOT_COMPARED))
        .map(f -> {
          String text = LitTestFiles.read(f);
          List<String> flags = new ArrayList<>(List.of("--verify-diagnostics"));
          if (Directives.parse(text).runs().stream().anyMatch(r -> r.command().contains("split-input-file"))) {
            flags.add("--split-input-file");
          }
          if (Directives.parse(text).runs().stream().anyMatch(r -> r.command().contains("allow-unregistered-dialect"))) {
            flags.add("--allow-unregistered-dialect");
          }
          String rel = root.relativize(f).toString();
          return DynamicTest.dynamicTest(rel + ": mlir-opt-22 " + String.join(" ", flags), f.toUri(), () -> {
            Result r = runMlirOpt(mlirOpt, flags, f);
            assertEquals(0, r.exitCode(), () -> rel + ": mlir-opt-22 disagrees with the expected diagnostics:\n"
                + r.stderr());
          });
        });
  }

  /** The marker of a diagnostics file mlir-opt-22 cannot run (it crashes on the inputs). */
  static final String NOT_COMPARED = "// NOT-COMPARED:";

  private static final Pattern ONNX_CUSTOM_FORM =
      Pattern.compile("(?m)^(?!\\s*//).*\\bonnx\\.(Constant|Return)\\b");

  /** Whether a line other than a comment holds an onnx.Constant or onnx.Return. */
  static boolean usesOnnxCustomForms(String text) {
    return ONNX_CUSTOM_FORM.matcher(text).find();
  }

  /**
   * Files checking diagnostics or failures have no output to compare; nor have files marked
   * NOT-COMPARED (inputs whose meaning in mlir-opt-22 is undefined).
   */
  static boolean isValidInput(String text) {
    return !text.contains("expected-error") && !text.contains("RUN: not") && !text.contains(NOT_COMPARED);
  }

  private static DynamicNode container(Path mlirOpt, Path root, Path file) {
    String text = LitTestFiles.read(file);
    List<String> flags = new ArrayList<>(List.of("--allow-unregistered-dialect"));
    if (Directives.parse(text).runs().stream().anyMatch(r -> r.command().contains("split-input-file"))) {
      flags.add("--split-input-file");
    }
    String rel = root.relativize(file).toString();
    DynamicTest same = DynamicTest.dynamicTest("same output as mlir-opt-22 " + String.join(" ", flags),
        file.toUri(), () -> {
          Result expected = runMlirOpt(mlirOpt, flags, file);
          if (expected.exitCode() != 0) {
            fail(rel + ": mlir-opt-22 rejects this file, so it cannot serve as an oracle:\n"
                + expected.stderr());
          }
          Result actual = runJopt(flags, text);
          assertEquals(0, actual.exitCode(), () -> rel + ": jopt failed:\n" + actual.stderr());
          assertSame(rel, expected.stdout(), actual.stdout());
        });
    DynamicTest fixpoint = DynamicTest.dynamicTest("jopt | jopt is a fixpoint", file.toUri(), () -> {
      Result first = runJopt(flags, text);
      assertEquals(0, first.exitCode(), () -> rel + ": jopt failed:\n" + first.stderr());
      Result second = runJopt(flags, first.stdout());
      assertEquals(0, second.exitCode(), () -> rel + ": jopt rejects its own output:\n"
          + second.stderr() + "\n--- its output was ---\n" + first.stdout());
      if (second.stdout().equals(first.stdout())) {
        return;
      }
      // Where mlir-opt-22 is no fixpoint either (a property its parser dropped, such as a
      // linalg short form's payload attribute of another kind, comes back as its default when
      // read again), jopt's second round must be mlir-opt-22's.
      Path firstOut = Files.createTempFile("oracle-first", ".mlir");
      try {
        Files.writeString(firstOut, runMlirOpt(mlirOpt, flags, file).stdout());
        assertSame(rel + " (second round)", runMlirOpt(mlirOpt, flags, firstOut).stdout(),
            second.stdout());
      } finally {
        Files.deleteIfExists(firstOut);
      }
    });
    return DynamicContainer.dynamicContainer(rel, file.toUri(), Stream.of(same, fixpoint));
  }

  private static void assertSame(String what, String expected, String actual) {
    if (!expected.equals(actual)) {
      fail(what + ": output differs from expected\n" + TextDiff.firstDifference(expected, actual));
    }
  }

  static Result runJopt(List<String> flags, String input) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = JoptMain.run(flags.toArray(String[]::new),
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static Result runMlirOpt(Path mlirOpt, List<String> flags, Path file)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(mlirOpt.toString());
    cmd.addAll(flags);
    cmd.add("-");
    Process p = new ProcessBuilder(cmd)
        .redirectInput(file.toFile())
        .redirectError(ProcessBuilder.Redirect.PIPE)
        .start();
    var err = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        return e.toString();
      }
    });
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(p.waitFor(), out, err.join());
  }
}
