package jopt.memquality;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.interpreter.runtime.HeapStats;

/**
 * One program's row: the input's run and a cell per pipeline, with each side's best clean
 * pipeline (the least total peak, the first of equals in pipeline order) and the ratio of
 * jopt's best to upstream's.
 */
record Comparison(BenchProgram program, HeapStats input, Map<BenchPipeline, Cell> cells) {

  Comparison {
    cells = new LinkedHashMap<>(cells);
  }

  /** The best clean pipeline of a side, or null when none ran clean. */
  BenchPipeline best(BenchPipeline.Side side) {
    BenchPipeline best = null;
    for (Map.Entry<BenchPipeline, Cell> e : cells.entrySet()) {
      if (e.getKey().side() == side && e.getValue().ok()
          && (best == null || e.getValue().total() < cells.get(best).total())) {
        best = e.getKey();
      }
    }
    return best;
  }

  /**
   * jopt's best total over upstream's: 1 when both are 0, infinite when upstream's is 0 and
   * jopt's is not or jopt has no clean pipeline, NaN when upstream has none.
   */
  double ratio() {
    BenchPipeline up = best(BenchPipeline.Side.UPSTREAM);
    BenchPipeline jo = best(BenchPipeline.Side.JOPT);
    if (up == null) {
      return Double.NaN;
    }
    if (jo == null) {
      return Double.POSITIVE_INFINITY;
    }
    long u = cells.get(up).total();
    long j = cells.get(jo).total();
    if (u == 0) {
      return j == 0 ? 1.0 : Double.POSITIVE_INFINITY;
    }
    return (double) j / u;
  }

  /**
   * A pipeline's total peak over the input's live bound: NaN when the pipeline did not run
   * clean or the bound is unknown, 1 when both are 0, infinite when only the bound is 0.
   */
  double boundRatio(BenchPipeline p) {
    Cell cell = cells.get(p);
    long bound = input.liveBoundBytes();
    if (cell == null || !cell.ok() || bound < 0) {
      return Double.NaN;
    }
    if (bound == 0) {
      return cell.total() == 0 ? 1.0 : Double.POSITIVE_INFINITY;
    }
    return (double) cell.total() / bound;
  }

  /** The geometric mean of the finite ratios. */
  static double geomean(List<Comparison> rows) {
    double sum = 0;
    int n = 0;
    for (Comparison c : rows) {
      double r = c.ratio();
      if (Double.isFinite(r) && r > 0) {
        sum += Math.log(r);
        n++;
      }
    }
    return n == 0 ? Double.NaN : Math.exp(sum / n);
  }
}
