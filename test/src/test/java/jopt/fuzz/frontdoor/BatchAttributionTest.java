package jopt.fuzz.frontdoor;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The batch file's line map and the attribution of a batch run's diagnostics to its inputs. */
class BatchAttributionTest {
  private static final String F = "/tmp/batch.mlir";
  /** Lines 1-2, marker 3, lines 4-6, marker 7, line 8. */
  private static final BatchFile BATCH = new BatchFile(List.of("a\nb\n", "c\nd\ne", "f\n"));

  @Test
  void layout() {
    assertThat(BATCH.text()).isEqualTo("a\nb\n// -----\nc\nd\ne\n// -----\nf\n");
    assertThat(BATCH.lineOffset(0)).isEqualTo(0);
    assertThat(BATCH.lineOffset(1)).isEqualTo(3);
    assertThat(BATCH.lineOffset(2)).isEqualTo(7);
    int[] expected = {-1, 0, 0, 0, 1, 1, 1, 1, 2, 2};
    for (int line = 0; line < expected.length; line++) {
      assertThat(BATCH.inputOfLine(line)).isEqualTo(expected[line]);
    }
    assertThat(BATCH.splitOutput("x\n// -----\n// -----\ny\n")).containsExactly("x\n", "", "y\n");
    assertThat(BATCH.splitOutput("x\n// -----\ny\n")).isNull();
  }

  @Test
  void firstErrorOfEachFailedInput() {
    String stderr = F + ":5:3: error: bad 'x'\n  d\n  ^\n" + F + ":5:1: note: here\n"
        + F + ":6:1: error: second\n";
    Outcome[] o = BatchAttribution.attribute(BATCH, F, 1, "A\n// -----\n// -----\nC\n", stderr);
    assertThat(o[0]).isEqualTo(Outcome.ok("A\n"));
    assertThat(o[1]).isEqualTo(Outcome.error("2:3", "bad 'x'"));
    assertThat(o[2]).isEqualTo(Outcome.ok("C\n"));
  }

  @Test
  void anErrorAtTheEndOfAnInputIsOnTheMarkerLine() {
    Outcome[] o = BatchAttribution.attribute(BATCH, F, 1, "A\n// -----\n// -----\n",
        F + ":7:1: error: expected '}'\n" + F + ":9:1: error: eof\n");
    assertThat(o[1]).isEqualTo(Outcome.error("4:1", "expected '}'"));
    assertThat(o[2]).isEqualTo(Outcome.error("2:1", "eof"));
  }

  @Test
  void unlocatedErrorsLeaveTheInputsAroundThemUnsettled() {
    String stderr = F + ":1:1: error: one\nelsewhere.mlir:3:4: error: two\n" + F + ":8:1: error: three\n";
    Outcome[] o = BatchAttribution.attribute(BATCH, F, 1, "// -----\n// -----\n", stderr);
    assertThat(BatchAttribution.unresolved(o)).containsExactly(0, 1, 2);
    o = BatchAttribution.attribute(BATCH, F, 1, "// -----\nB\n// -----\n",
        F + ":1:1: error: one\n" + F + ":8:1: error: three\nerror: no location\n");
    assertThat(o[0]).isEqualTo(Outcome.error("1:1", "one"));
    assertThat(o[1]).isEqualTo(Outcome.ok("B\n"));
    assertThat(BatchAttribution.unresolved(o)).containsExactly(2);
  }

  @Test
  void failedWithoutErrorOrErrorWithOutputIsUnsettled() {
    Outcome[] o = BatchAttribution.attribute(BATCH, F, 1, "A\n// -----\n// -----\nC\n", F + ":2:1: error: x\n");
    assertThat(BatchAttribution.unresolved(o)).containsExactly(0, 1);
  }

  @Test
  void aCrashSettlesNothing() {
    assertThat(BatchAttribution.crashed(139, "")).isTrue();
    assertThat(BatchAttribution.crashed(1, "PLEASE submit a bug report to ...")).isTrue();
    assertThat(BatchAttribution.crashed(1, "x.mlir:1:1: error: y")).isFalse();
    Outcome[] o = BatchAttribution.attribute(BATCH, F, 134, "A\n// -----\n// -----\nC\n", "Stack dump:\n");
    assertThat(BatchAttribution.unresolved(o)).containsExactly(0, 1, 2);
  }

  @Test
  void diagnostics() {
    Diagnostics.Diag d = Diagnostics.parse("a:b.mlir:12:5: error: expected ':' here");
    assertThat(d.locIn("a:b.mlir", 10)).isEqualTo("2:5");
    assertThat(d.message()).isEqualTo("expected ':' here");
    assertThat(Diagnostics.parse("<unknown>:0: error: x").locIn("f", 0)).isEqualTo("<unknown>:0");
    assertThat(Diagnostics.parse("error: plain").message()).isEqualTo("plain");
    assertThat(Diagnostics.parse("f.mlir:1:1: warning: w")).isNull();
  }

  @Test
  void internalErrorsKeepTheThrowingJoptMethod() {
    String stderr = "error: internal error: java.lang.ArrayIndexOutOfBoundsException: Index 0\n"
        + "java.lang.ArrayIndexOutOfBoundsException: Index 0\n"
        + "\tat java.base/java.util.Arrays.x(Arrays.java:1)\n"
        + "\tat jopt.ir.Operation.getOperand(Operation.java:127)\n"
        + "\tat jopt.dialects.memref.DeallocOp.verify(DeallocOp.java:40)\n";
    Outcome o = JoptRunner.classify(1, "", stderr);
    assertThat(o.kind()).isEqualTo(Outcome.Kind.INTERNAL_ERROR);
    assertThat(InternalErrors.groupKey(o.detail()))
        .isEqualTo("java.lang.ArrayIndexOutOfBoundsException @ jopt.ir.Operation.getOperand(Operation.java)");
    assertThat(InternalErrors.caller(o.detail())).isEqualTo("jopt.dialects.memref.DeallocOp.verify(DeallocOp.java)");
    assertThat(JoptRunner.classify(1, "", "<stdin>:3:4: error: bad\n")).isEqualTo(Outcome.error("3:4", "bad"));
  }
}
