package jopt.memquality;

import static com.google.common.truth.Truth.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.interpreter.runtime.HeapStats;
import org.junit.jupiter.api.Test;

/** Best pipelines, ratios, their geometric mean and the tables, on made-up cells. */
class ComparisonTest {
  private static final BenchPipeline UP = new BenchPipeline("up", BenchPipeline.Side.UPSTREAM, "u");
  private static final BenchPipeline UP2 =
      new BenchPipeline("up2", BenchPipeline.Side.UPSTREAM, "u2");
  private static final BenchPipeline HLO = new BenchPipeline("hlo", BenchPipeline.Side.JOPT, "h");

  private static Cell ok(long heapPeak, long stackPeak, long total) {
    return new Cell(null, new HeapStats(3, 3, heapPeak, 0, 1, stackPeak, total), true, 0, 0, "");
  }

  private static Comparison row(String name, Cell up, Cell up2, Cell hlo) {
    Map<BenchPipeline, Cell> cells = new LinkedHashMap<>();
    cells.put(UP, up);
    cells.put(UP2, up2);
    cells.put(HLO, hlo);
    return new Comparison(new BenchProgram(name, "", List.of(), false),
        new HeapStats(3, 0, 100, 100, 0, 0, 100, 80), cells);
  }

  @Test
  void bestIsTheLeastCleanTotalOfEachSide() {
    Comparison c = row("p", ok(100, 0, 100), ok(40, 40, 80), ok(50, 0, 50));
    assertThat(c.best(BenchPipeline.Side.UPSTREAM)).isEqualTo(UP2);
    assertThat(c.best(BenchPipeline.Side.JOPT)).isEqualTo(HLO);
    assertThat(c.ratio()).isEqualTo(50.0 / 80);
  }

  @Test
  void failedCellsDoNotCount() {
    Comparison c = row("p", ok(100, 0, 100), Cell.failed("boom"), Cell.failed("bang"));
    assertThat(c.best(BenchPipeline.Side.UPSTREAM)).isEqualTo(UP);
    assertThat(c.best(BenchPipeline.Side.JOPT)).isNull();
    assertThat(c.ratio()).isPositiveInfinity();
    Comparison none = row("q", Cell.failed("a"), Cell.failed("b"), ok(1, 0, 1));
    assertThat(none.ratio()).isNaN();
  }

  @Test
  void zeroTotals() {
    assertThat(row("p", ok(0, 0, 0), ok(0, 0, 0), ok(0, 0, 0)).ratio()).isEqualTo(1.0);
    assertThat(row("p", ok(0, 0, 0), ok(0, 0, 0), ok(8, 0, 8)).ratio()).isPositiveInfinity();
  }

  @Test
  void geometricMeanOfTheFiniteRatios() {
    List<Comparison> rows = List.of(
        row("a", ok(100, 0, 100), ok(100, 0, 100), ok(25, 0, 25)),
        row("b", ok(100, 0, 100), ok(100, 0, 100), ok(100, 0, 100)),
        row("c", ok(100, 0, 100), ok(100, 0, 100), Cell.failed("x")));
    assertThat(Comparison.geomean(rows)).isWithin(1e-12).of(0.5);
    assertThat(Report.winsTiesLosses(rows)).asList().containsExactly(1, 1, 1, 0).inOrder();
  }

  @Test
  void totalsTableMarksBestsAndFailures() {
    Report r = new Report(List.of(UP, UP2, HLO));
    String t = r.totals(List.of(row("prog", ok(1000, 0, 1000), ok(600, 600, 1200),
        Cell.failed("the pipeline failed: in.mlir:3:4: error: 'x' went wrong"))));
    assertThat(t).contains("| prog | 100 | 80 | **1,000** | 1,200 | ✗1 | ∞ |");
    assertThat(t).contains("✗1: the pipeline failed: error: '…' went wrong");
    String d = r.details(List.of(row("prog", ok(1000, 0, 1000), ok(600, 600, 1200),
        ok(10, 5, 12))));
    assertThat(d).contains("| prog | up2 | 600 | 600 | 1,200 | 3 | 1 | yes | 0 | 0 |");
  }

  @Test
  void totalPeakOverTheInputsLiveBound() {
    // The input's live bound is 80 bytes.
    List<Comparison> rows = List.of(
        row("a", ok(100, 0, 100), ok(100, 0, 100), ok(80, 0, 80)),
        row("b", ok(100, 0, 100), ok(100, 0, 100), ok(160, 0, 160)),
        row("c", ok(100, 0, 100), Cell.failed("x"), Cell.failed("y")));
    assertThat(rows.get(1).boundRatio(HLO)).isEqualTo(2.0);
    assertThat(rows.get(2).boundRatio(HLO)).isNaN();
    String t = new Report(List.of(UP, UP2, HLO)).boundRatios(rows);
    assertThat(t).contains("| up | 3 / 3 | 1.250 | 1.250 (a) | 3 | 0 | 9 | 3 |");
    assertThat(t).contains("| up2 | 2 / 3 | 1.250 | 1.250 (a) | 2 | 0 | 6 | 2 |");
    assertThat(t).contains("| hlo | 2 / 3 | 1.414 | 2.000 (b) | 1 | 0 | 6 | 2 |");
    // Scope instances not known: no program is listed.
    assertThat(t).doesNotContain("than scope instances: ");
    Cell scoped = new Cell(null, new HeapStats(3, 3, 80, 0, 0, 0, 80, 80, 2), true, 0, 0, "");
    String listed = new Report(List.of(UP, UP2, HLO)).boundRatios(List.of(
        row("d", scoped, ok(100, 0, 100), ok(80, 0, 80))));
    assertThat(listed).contains("up, more heap allocations than scope instances: d (3 / 2).");
  }

  @Test
  void dropInsAreComparedWithTheirTwinAndNotRanked() {
    BenchPipeline drop = new BenchPipeline("up@jopt", BenchPipeline.Side.DROP_IN, "u");
    assertThat(drop.twin(List.of(UP2, UP, HLO))).isEqualTo(UP);
    Map<BenchPipeline, Cell> same = new LinkedHashMap<>();
    same.put(UP, ok(100, 0, 100));
    same.put(drop, ok(40, 0, 40));
    same.put(HLO, ok(60, 0, 60));
    Comparison c = new Comparison(new BenchProgram("p", "", List.of(), false),
        new HeapStats(3, 0, 100, 100, 0, 0, 100, 80), same);
    // The drop-in is neither side's best: jopt's best is HLO.
    assertThat(c.best(BenchPipeline.Side.JOPT)).isEqualTo(HLO);
    assertThat(c.ratio()).isEqualTo(0.6);
    Map<BenchPipeline, Cell> equal = new LinkedHashMap<>();
    equal.put(UP, ok(100, 0, 100));
    equal.put(drop, ok(100, 0, 100));
    Comparison e = new Comparison(new BenchProgram("q", "", List.of(), false),
        new HeapStats(3, 0, 100, 100, 0, 0, 100, 80), equal);
    String t = new Report(List.of(UP, drop, HLO)).dropIns(List.of(c, e));
    assertThat(t).contains("| up@jopt | up | 2 / 2 | 1 | 2 | 0 |");
    assertThat(t).contains("- p (up@jopt: total peak 40, 3 heap allocations; up: total peak 100,"
        + " 3 heap allocations)");
    assertThat(new Report(List.of(UP, HLO)).dropIns(List.of(c))).isEmpty();
  }
}
