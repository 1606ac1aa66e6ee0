package jopt.fuzz.frontdoor;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Classification of outcomes and the keys results are grouped by. */
class ReportingTest {
  private static final Seed SEED = new Seed("f.mlir", 0, Seed.Form.GENERIC, "x\n");

  private static Mutant mutant(String text) {
    return new Mutant(0, SEED, "drop-operand", text, 1, "arith.addi");
  }

  @Test
  void normalizedMessages() {
    assertThat(Groups.normalize("'arith.addi' op expected 2 operands, but found 1 for %x : memref<4x?xf32, strided<[1], offset: ?>>"))
        .isEqualTo("'arith.addi' op expected N operands, but found N for %V : T");
    assertThat(Groups.normalize("use of value '%arg0' expects different type than prior uses: 'i32' vs '!llvm.ptr'"))
        .isEqualTo("use of value '%V' expects different type than prior uses: 'T' vs 'T'");
  }

  @Test
  void classification() {
    Result agree = Result.of(mutant("%0 = \"arith.addi\"(%a) : (i32) -> i32\n"),
        Outcome.error("1:6", "m"), Outcome.error("1:6", "m"));
    assertThat(agree.comparable()).isTrue();
    assertThat(agree.category()).isEqualTo(Result.Category.BOTH_REJECT);
    assertThat(agree.disagrees()).isFalse();
    Result reject = Result.of(mutant("x\n"), Outcome.error("1:1", "bad %x"), Outcome.ok("module {}\n"));
    assertThat(reject.category()).isEqualTo(Result.Category.JOPT_REJECTS_MLIR_ACCEPTS);
    assertThat(Groups.disagreementKey(reject)).isEqualTo("jopt rejects, mlir-opt accepts [arith.addi] bad %V");
    Result outputs = Result.of(mutant("x\n"), Outcome.ok("a\n"), Outcome.ok("b\n"));
    assertThat(outputs.sameOutput()).isFalse();
    assertThat(outputs.disagrees()).isTrue();
    assertThat(outputs.mlir().output()).isNull();
    Result joptOnly = Result.of(mutant("%0 = deallocation.null : !deallocation.ownership\n"),
        Outcome.ok("a"), Outcome.error("1:1", "m"));
    assertThat(joptOnly.comparable()).isFalse();
    assertThat(Result.usesJoptOnlyDialect("\"onnx.Add\"(%a, %b)")).isTrue();
    assertThat(Result.usesJoptOnlyDialect("%onnx.x = \"x.y\"()")).isFalse();
    assertThat(Result.usesLlvm("%p = llvm.mlir.zero : !llvm.ptr")).isTrue();
    Result crash = Result.of(mutant("x\n"), Outcome.ok("a"), Outcome.crash("exit 139"));
    assertThat(crash.comparable()).isFalse();
    Groups g = Groups.of(List.of(reject, reject, agree), Groups::disagreementKey);
    assertThat(g.sorted()).hasSize(1);
    assertThat(g.sorted().get(0).count).isEqualTo(2);
  }

  @Test
  void options() {
    Config c = Config.parse(new String[] {"500", "--seed=3", "--jobs", "2", "--no-oracle",
        "--extra-seeds", "/tmp/up"}, java.nio.file.Path.of("/r"));
    assertThat(c.mutants()).isEqualTo(500);
    assertThat(c.seed()).isEqualTo(3);
    assertThat(c.jobs()).isEqualTo(2);
    assertThat(c.oracle()).isFalse();
    assertThat(c.seedDirs()).containsExactly(java.nio.file.Path.of("/r/lit-tests"),
        java.nio.file.Path.of("/r/test/frontdoor-seeds"),
        java.nio.file.Path.of("/tmp/up")).inOrder();
    assertThat(c.outDir()).isEqualTo(java.nio.file.Path.of("/r/test/target/frontdoor"));
  }
}
