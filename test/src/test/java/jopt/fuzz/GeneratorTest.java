package jopt.fuzz;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jopt.interpreter.ExecutionResult;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The generated programs: they parse and verify in jopt (properties over 200 programs per mode)
 * and in mlir-opt-22 (a sample), follow their mode's dealloc discipline, and are reproducible.
 */
class GeneratorTest {
  private static final Path MLIR_OPT = Path.of("/usr/bin/mlir-opt-22");

  @Provide
  Arbitrary<Program> correct() {
    return ProgramGenerator.programs(DeallocMode.CORRECT);
  }

  @Provide
  Arbitrary<Program> none() {
    return ProgramGenerator.programs(DeallocMode.NONE);
  }

  @Provide
  Arbitrary<Program> noneWithForall() {
    return ProgramGenerator.programsWithForall(DeallocMode.NONE);
  }

  @Provide
  Arbitrary<Program> noneWithDynamicResults() {
    return ProgramGenerator.programsWithDynamicResults(DeallocMode.NONE);
  }

  @Provide
  Arbitrary<Program> tiny() {
    return ProgramGenerator.programs(DeallocMode.CORRECT, 3, 1);
  }

  private static Jopt.Parsed parsed(Program p) {
    Jopt.Parsed r = Jopt.parse(p.text());
    assertWithMessage("jopt rejects\n%s\n%s", p.text(), String.join("\n", r.diagnostics()))
        .that(r.ok())
        .isTrue();
    return r;
  }

  @Property(tries = 200)
  void correctProgramsVerifyAndFreeEveryBuffer(@ForAll("correct") Program p) {
    Jopt.Parsed r = parsed(p);
    assertWithMessage("%s", p.text()).that(Ownership.checkCorrect(r.module())).isEmpty();
    assertThat(p.mode()).isEqualTo(DeallocMode.CORRECT);
    assertThat(p.entry()).isEqualTo("main");
  }

  @Property(tries = 200)
  void noneProgramsVerifyAndHaveNoDeallocs(@ForAll("none") Program p) {
    Jopt.Parsed r = parsed(p);
    assertWithMessage("%s", p.text()).that(Ownership.forbiddenInNone(r.module())).isEmpty();
    assertThat(p.text()).doesNotContain("memref.dealloc");
  }

  @Property(tries = 100)
  void tinyProgramsVerify(@ForAll("tiny") Program p) {
    parsed(p);
  }

  @Property(tries = 200)
  void correctProgramsRunWithACleanHeap(@ForAll("correct") Program p) {
    ExecutionResult r = Runs.run(p);
    assertWithMessage("args %s\n%s\n%s", p.entryArgs(), Runs.describe(r), p.text())
        .that(r.ok())
        .isTrue();
    // Everything is freed but the buffer @main returns.
    assertWithMessage("%s", p.text())
        .that(r.stats().allocations() - r.stats().frees())
        .isEqualTo(mainResultTypes(p).contains("memref<") ? 1 : 0);
  }

  @Property(tries = 200)
  void noneProgramsRunWithoutFaultsButLeaks(@ForAll("none") Program p) {
    ExecutionResult r = Runs.run(p);
    assertWithMessage("args %s\n%s\n%s", p.entryArgs(), Runs.describe(r), p.text())
        .that(r.ok())
        .isTrue();
  }

  @Property(tries = 200)
  void forallProgramsVerifyAndRunWithoutFaults(@ForAll("noneWithForall") Program p) {
    verifiesAndRunsWithoutFaults(p);
  }

  @Property(tries = 200)
  void dynamicResultProgramsVerifyAndRunWithoutFaults(
      @ForAll("noneWithDynamicResults") Program p) {
    verifiesAndRunsWithoutFaults(p);
  }

  /** A program without frees: it verifies, frees nothing and runs without faults. */
  private static void verifiesAndRunsWithoutFaults(Program p) {
    Jopt.Parsed parsed = parsed(p);
    assertWithMessage("%s", p.text()).that(Ownership.forbiddenInNone(parsed.module())).isEmpty();
    ExecutionResult r = Runs.run(p);
    assertWithMessage("args %s\n%s\n%s", p.entryArgs(), Runs.describe(r), p.text())
        .that(r.ok())
        .isTrue();
  }

  /** Some helpers return a buffer of dynamic size, sized as one of their arguments. */
  /**
   * Some generated programs use elided constants (memref.global of dense_resource<__elided__>)
   * and leave structured-op operands unread: an input never written, an output or input whose
   * block argument the body ignores.
   */
  @Test
  void someProgramsUseElidedConstantsAndLeaveOperandsUnread() {
    int elided = 0;
    int windows = 0;
    for (Program p : Samples.draw(ProgramGenerator.programs(DeallocMode.NONE), 5, 300)) {
      String text = p.text();
      elided += text.contains("dense_resource<__elided__>") ? 1 : 0;
      windows += java.util.regex.Pattern.compile("\\^bb0\\(%v\\d+: \\w+, %v\\d+: \\w+, %v\\d+")
          .matcher(text).find() ? 1 : 0;
    }
    assertThat(elided).isGreaterThan(10);
    assertThat(windows).isGreaterThan(10);
  }

  @Test
  void someHelpersReturnBuffersOfDynamicSize() {
    long found = ProgramGenerator.programsWithDynamicResults(DeallocMode.NONE)
        .sampleStream().limit(300)
        .filter(p -> java.util.regex.Pattern.compile("func\\.func @helper\\d+\\(.*\\) -> \\(memref<\\?x")
            .matcher(p.text()).find())
        .count();
    assertThat(found).isGreaterThan(10L);
  }

  /** The text after '->' on the line of @main (empty when it returns nothing). */
  private static String mainResultTypes(Program p) {
    String line = p.text().substring(p.text().indexOf("func.func @main("));
    line = line.substring(0, line.indexOf('\n'));
    int arrow = line.indexOf(") -> (");
    return arrow < 0 ? "" : line.substring(arrow);
  }

  @Test
  void entryArgumentsMatchTheSignature() {
    for (DeallocMode mode : DeallocMode.values()) {
      for (Program p : Samples.draw(ProgramGenerator.programs(mode), 11, 50)) {
        String sig = p.text().substring(p.text().indexOf("func.func @main("));
        sig = sig.substring("func.func @main(".length(), sig.indexOf(')'));
        int n = sig.isEmpty() ? 0 : sig.split(",").length;
        assertWithMessage("%s", p).that(p.entryArgs()).hasSize(n);
        for (int i = 0; i < n; i++) {
          String type = sig.split(",")[i].trim().split(": ")[1];
          long v = p.entryArgs().get(i);
          if (type.equals("i1")) {
            assertThat(v).isAnyOf(0L, 1L);
          } else {
            assertThat(type).isAnyOf("index", "i32", "i64");
          }
        }
      }
    }
  }

  @Test
  void sameSeedSameProgram() {
    for (DeallocMode mode : DeallocMode.values()) {
      List<Program> a = Samples.draw(ProgramGenerator.programs(mode), 42, 20);
      List<Program> b = Samples.draw(ProgramGenerator.programs(mode), 42, 20);
      for (int i = 0; i < a.size(); i++) {
        assertThat(b.get(i).text()).isEqualTo(a.get(i).text());
        assertThat(b.get(i).entryArgs()).isEqualTo(a.get(i).entryArgs());
        // Rendering is a function of the model.
        Program again = Program.of(mode, a.get(i).main(), a.get(i).helpers());
        assertThat(again.text()).isEqualTo(a.get(i).text());
      }
    }
  }

  @Test
  void mlirOptAcceptsASample() throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(MLIR_OPT), "mlir-opt-22 is not installed");
    for (DeallocMode mode : DeallocMode.values()) {
      for (Program p : Samples.draw(ProgramGenerator.programs(mode), 7, 30)) {
        String err = mlirOpt(p.text());
        assertWithMessage("mlir-opt-22 rejects\n%s\n%s", p.text(), err).that(err).isNull();
      }
    }
    for (Program p : Samples.draw(ProgramGenerator.programsWithForall(DeallocMode.NONE), 7, 30)) {
      String err = mlirOpt(p.text());
      assertWithMessage("mlir-opt-22 rejects\n%s\n%s", p.text(), err).that(err).isNull();
    }
  }

  /** Programs of the tensor generator of the linalg and memory passes, seeds {@code first..}. */
  private static List<String> linalgSample(long first, int n) {
    List<String> out = new java.util.ArrayList<>();
    for (long s = first; s < first + n; s++) {
      out.add(jopt.test.fuzz.LinalgProgramGenerator.runnable(s));
    }
    return out;
  }

  @Test
  void linalgProgramsVerify() {
    for (String text : linalgSample(1000, 300)) {
      Jopt.Parsed r = Jopt.parse(text);
      assertWithMessage("jopt rejects\n%s\n%s", text, String.join("\n", r.diagnostics())).that(r.ok()).isTrue();
    }
  }

  @Test
  void mlirOptAcceptsALinalgSample() throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(MLIR_OPT), "mlir-opt-22 is not installed");
    for (String text : linalgSample(2000, 10)) {
      String err = mlirOpt(text);
      assertWithMessage("mlir-opt-22 rejects\n%s\n%s", text, err).that(err).isNull();
    }
  }

  private static long linalgCount(java.util.function.Predicate<String> has) {
    return linalgSample(3000, 300).stream().filter(has).count();
  }

  @Test
  void someLinalgProgramsConcatenate() {
    assertThat(linalgCount(t -> t.contains("tensor.concat"))).isAtLeast(60L);
  }

  @Test
  void someLinalgProgramsUseElidedWeights() {
    assertThat(linalgCount(t -> t.contains("dense_resource<__elided__>"))).isAtLeast(60L);
  }

  /** Pads read by a window (padding included or not) and pads of a fresh producer. */
  @Test
  void someLinalgProgramsPadForWindows() {
    java.util.regex.Pattern window = java.util.regex.Pattern.compile(
        "(%v\\d+) = tensor\\.pad [^\\n]*\\n(.*\\n){3}(.*\\n)*?.*\"reduction\"]} ins\\(\\1, ");
    assertThat(linalgCount(t -> window.matcher(t).find())).isAtLeast(60L);
  }

  /** Transposes and broadcasts of constants (weights) feed other ops. */
  @Test
  void someLinalgProgramsMoveWeights() {
    java.util.regex.Pattern view = java.util.regex.Pattern.compile(
        "linalg\\.(transpose|broadcast) ins\\(%v\\d+ : tensor<(8x4|8)xf32>\\)");
    assertThat(linalgCount(t -> view.matcher(t).find())).isAtLeast(40L);
  }

  /** Structured ops with an input whose block argument the payload never uses. */
  @Test
  void someLinalgProgramsLeaveOperandsUnused() {
    assertThat(linalgCount(t -> {
      boolean[] found = {false};
      Jopt.parse(t).module().walk((jopt.ir.Operation op) -> {
        jopt.dialects.linalg.LinalgOp l = jopt.dialects.linalg.LinalgOp.of(op);
        for (int i = 0; l != null && !op.getRegions().isEmpty() && i < l.numDpsInputs(); i++) {
          found[0] |= l.isScalar(i) ? false : !l.payloadUsesValueFromOperand(i);
        }
      });
      return found[0];
    })).isAtLeast(60L);
  }

  /** Independent branches: a linalg result read by two or more later linalg ops. */
  @Test
  void someLinalgProgramsBranch() {
    assertThat(linalgCount(t -> {
      boolean[] found = {false};
      Jopt.parse(t).module().walk((jopt.ir.Operation op) -> {
        if (jopt.dialects.linalg.LinalgOp.of(op) != null && op.getNumResults() == 1) {
          java.util.Set<jopt.ir.Operation> users = new java.util.HashSet<>();
          for (jopt.ir.OpOperand u : op.getResult(0).getUses()) {
            if (jopt.dialects.linalg.LinalgOp.of(u.getOwner()) != null) {
              users.add(u.getOwner());
            }
          }
          found[0] |= users.size() >= 2;
        }
      });
      return found[0];
    })).isAtLeast(100L);
  }

  /**
   * Each of jopt's memory passes changes a good share of the linalg programs (at least 10%; the
   * shares are printed; each pass runs after its prerequisite where it has one). The sample is
   * {@code -Dgenerator.shares.n} programs (60 in CI; docs/testing.md gives the shares of 1000).
   */
  @Test
  void jOptMemoryPassesFireOnLinalgPrograms() throws Exception {
    String[][] passes = {
        {"", "jopt-fold-weight-views"}, {"", "jopt-reuse-destination"}, {"", "jopt-rematerialize"},
        {"", "jopt-drop-unread-padding"}, {"", "jopt-decompose-concat"},
        {"linalg-decompose-pad", "jopt-hoist-insert-destinations"},
        {"", "jopt-split-padded-convolution"}, {"", "jopt-fold-activation-views"},
        {"", "jopt-fuse-shared-elementwise"}, {"", "jopt-tile-for-memory{min-bytes=0 tiles=2}"}};
    List<String> sample = linalgSample(4000, Integer.getInteger("generator.shares.n", 60));
    jopt.passmanager.PassRegistry registry = jopt.passes.Passes.createTestRegistry();
    for (String[] p : passes) {
      int fired = 0;
      for (String text : sample) {
        String before = p[0].isEmpty() ? runPasses(text, null, registry) : runPasses(text, p[0], registry);
        String after = runPasses(text, p[0].isEmpty() ? p[1] : p[0] + ", " + p[1], registry);
        fired += before.equals(after) ? 0 : 1;
      }
      System.out.printf("%s fires on %d of %d linalg programs%n", p[1], fired, sample.size());
      assertWithMessage(p[1]).that(fired).isAtLeast(sample.size() / 10);
    }
  }

  /**
   * {@code text} after {@code passes} on its functions (none: as parsed), then the greedy
   * driver without patterns (dead ops erased, constants folded, as the pattern passes do), printed.
   */
  private static String runPasses(String text, String passes, jopt.passmanager.PassRegistry registry) throws Exception {
    jopt.ir.Operation module = Jopt.parse(text).module();
    if (passes != null) {
      jopt.passmanager.PassManager pm = jopt.tools.run.PipelineCheck.passManager(module.getContext(), module.getName(),
          "builtin.module(func.func(" + passes + "))", registry);
      pm.disableMultithreading();
      assertWithMessage("%s on\n%s", passes, text).that(pm.run(module)).isTrue();
    }
    jopt.passes.transforms.GreedyPatternRewriteDriver.applyPatternsGreedily(module,
        new jopt.ir.rewrite.FrozenPatternSet(List.of()), jopt.passes.transforms.GreedyRewriteConfig.defaults());
    return jopt.ir.asm.AsmPrinter.print(module, jopt.ir.asm.PrintingFlags.defaults());
  }

  /** Null when mlir-opt-22 parses and verifies {@code text}, else its error output. */
  static String mlirOpt(String text) throws IOException, InterruptedException {
    Path f = Files.createTempFile("gen", ".mlir");
    try {
      Files.writeString(f, text, StandardCharsets.UTF_8);
      // Not `-o /dev/null`: mlir-opt removes its output file when it fails, and run as root
      // that removes /dev/null itself.
      Process pr =
          new ProcessBuilder(MLIR_OPT.toString(), f.toString())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      String out = new String(pr.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!pr.waitFor(60, TimeUnit.SECONDS)) {
        pr.destroyForcibly();
        return "timeout";
      }
      return pr.exitValue() == 0 ? null : out;
    } finally {
      Files.deleteIfExists(f);
    }
  }
}
