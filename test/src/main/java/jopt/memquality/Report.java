package jopt.memquality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jopt.interpreter.runtime.HeapStats;

/**
 * The markdown tables of a comparison: total peak bytes per program and pipeline with the
 * ratio of the sides' best, every figure per program and pipeline, the generated programs in
 * aggregate, and the failures. Numbers are bytes with thousands separators.
 */
final class Report {
  private final List<BenchPipeline> pipelines;

  Report(List<BenchPipeline> pipelines) {
    this.pipelines = pipelines;
  }

  /** Program | input | a column per pipeline (total peak bytes) | best of each side | ratio. */
  String totals(List<Comparison> rows) {
    StringBuilder sb = new StringBuilder("| program | input | live bound |");
    StringBuilder rule = new StringBuilder("| --- | ---: | ---: |");
    for (BenchPipeline p : pipelines) {
      sb.append(' ').append(p.name()).append(" |");
      rule.append(" ---: |");
    }
    sb.append(" jopt / upstream |\n");
    rule.append(" ---: |\n");
    sb.append(rule);
    Map<String, Integer> notes = new LinkedHashMap<>();
    for (Comparison c : rows) {
      BenchPipeline bestUp = c.best(BenchPipeline.Side.UPSTREAM);
      BenchPipeline bestJo = c.best(BenchPipeline.Side.JOPT);
      sb.append("| ").append(c.program().name()).append(" | ")
          .append(bytes(c.input().totalPeakBytes())).append(" | ")
          .append(bytes(c.input().liveBoundBytes())).append(" |");
      for (BenchPipeline p : pipelines) {
        Cell cell = c.cells().get(p);
        sb.append(' ');
        if (cell == null) {
          sb.append("—");
        } else if (!cell.ok()) {
          int k = notes.computeIfAbsent(shortFailure(cell.failure()), f -> notes.size() + 1);
          sb.append("✗").append(k);
        } else {
          boolean best = p.equals(bestUp) || p.equals(bestJo);
          sb.append(best ? "**" : "").append(bytes(cell.total())).append(best ? "**" : "");
        }
        sb.append(" |");
      }
      sb.append(' ').append(ratio(c.ratio())).append(" |\n");
    }
    sb.append(String.format(Locale.ROOT, "| geometric mean | | | %s %s |%n",
        " |".repeat(pipelines.size()), ratio(Comparison.geomean(rows))));
    if (!notes.isEmpty()) {
      sb.append('\n');
      notes.forEach((f, k) -> sb.append("✗").append(k).append(": ").append(f).append("  \n"));
    }
    return sb.toString();
  }

  /** Every figure: a row per program and pipeline. */
  String details(List<Comparison> rows) {
    StringBuilder sb = new StringBuilder("| program | pipeline | heap peak | stack peak | "
        + "total peak | heap allocs | stack allocs | same results | leaks | double frees | "
        + "scope instances |\n"
        + "| --- | --- | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: |\n");
    for (Comparison c : rows) {
      row(sb, c.program().name(), "input", c.input(), "—", "(no frees)", "—");
      for (BenchPipeline p : pipelines) {
        Cell cell = c.cells().get(p);
        if (cell == null) {
          continue;
        }
        if (cell.stats() == null) {
          sb.append("| ").append(c.program().name()).append(" | ").append(p.name())
              .append(" | ✗ ").append(shortFailure(cell.failure()))
              .append(" | | | | | | | | |\n");
          continue;
        }
        row(sb, c.program().name(), p.name(), cell.stats(), cell.sameResults() ? "yes" : "**no**",
            cell.leaks() == 0 ? "0" : "**" + cell.leaks() + "**",
            cell.doubleFrees() == 0 ? "0" : "**" + cell.doubleFrees() + "**");
      }
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String program, String pipeline, HeapStats s,
      String same, String leaks, String doubleFrees) {
    sb.append("| ").append(program).append(" | ").append(pipeline).append(" | ")
        .append(bytes(s.peakBytes())).append(" | ").append(bytes(s.stackPeakBytes()))
        .append(" | ").append(bytes(s.totalPeakBytes())).append(" | ").append(s.allocations())
        .append(" | ").append(s.stackAllocations()).append(" | ").append(same).append(" | ")
        .append(leaks).append(" | ").append(doubleFrees).append(" | ")
        .append(s.scopeInstances()).append(" |\n");
  }

  /**
   * The generated programs in aggregate, per pipeline: the outputs that ran clean; the
   * geometric mean of its total peak over upstream's best total (programs where both ran clean
   * and upstream's best is not 0); and the allocations executed (heap, stack) summed over the
   * programs where it and {@code up}, the first pipeline, ran clean, beside {@code up}'s.
   */
  String generated(List<Comparison> rows) {
    BenchPipeline base = pipelines.get(0);
    StringBuilder sb = new StringBuilder("| pipeline | clean outputs | total peak / upstream's "
        + "best (geometric mean) | heap allocations | stack allocations | " + base.name()
        + "'s heap allocations on the same programs |\n| --- | ---: | ---: | ---: | ---: | ---: |\n");
    for (BenchPipeline p : pipelines) {
      long clean = 0;
      double logs = 0;
      int n = 0;
      long heap = 0;
      long stack = 0;
      long baseHeap = 0;
      for (Comparison c : rows) {
        Cell cell = c.cells().get(p);
        if (cell == null || !cell.ok()) {
          continue;
        }
        clean++;
        BenchPipeline up = c.best(BenchPipeline.Side.UPSTREAM);
        if (up != null && c.cells().get(up).total() > 0 && cell.total() > 0) {
          logs += Math.log((double) cell.total() / c.cells().get(up).total());
          n++;
        }
        Cell b = c.cells().get(base);
        if (b != null && b.ok()) {
          heap += cell.stats().allocations();
          stack += cell.stats().stackAllocations();
          baseHeap += b.stats().allocations();
        }
      }
      sb.append("| ").append(p.name()).append(" | ").append(clean).append(" / ")
          .append(rows.size()).append(" | ").append(ratio(n == 0 ? Double.NaN : Math.exp(logs / n)))
          .append(" | ").append(bytes(heap)).append(" | ").append(bytes(stack)).append(" | ")
          .append(bytes(baseHeap)).append(" |\n");
    }
    int[] wtl = winsTiesLosses(rows);
    sb.append(String.format(Locale.ROOT, "%njopt's best against upstream's best: %d smaller, %d "
        + "equal, %d larger, %d without a clean pipeline on a side; geometric mean of the "
        + "ratios %s.%n", wtl[0], wtl[1], wtl[2], wtl[3], ratio(Comparison.geomean(rows))));
    return sb.toString();
  }

  /**
   * Per pipeline, its total peak over the input's live bound: the geometric mean over the
   * programs it ran clean with a bound above 0, the worst of them (and which), how many are
   * above 1.05, how many have a bound of 0 and a peak above it; and the heap and stack
   * allocations it made on the programs it ran clean, the allocation scopes those runs entered
   * and how many of them made more heap allocations than that.
   */
  String boundRatios(List<Comparison> rows) {
    StringBuilder sb = new StringBuilder("| pipeline | clean outputs | total peak / live bound "
        + "(geometric mean) | worst | above 1.05 | bound 0, peak > 0 | heap allocations | "
        + "stack allocations | executed scope instances | programs with more heap allocations "
        + "than scope instances |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
        + "| ---: |\n");
    for (BenchPipeline p : pipelines) {
      int clean = 0;
      int n = 0;
      int above = 0;
      int zeroBound = 0;
      double logs = 0;
      double worst = Double.NaN;
      String worstName = null;
      long heap = 0;
      long stack = 0;
      long scopes = 0;
      int overScopes = 0;
      for (Comparison c : rows) {
        double r = c.boundRatio(p);
        if (Double.isNaN(r)) {
          continue;
        }
        Cell cell = c.cells().get(p);
        clean++;
        heap += cell.stats().allocations();
        stack += cell.stats().stackAllocations();
        scopes += cell.stats().scopeInstances();
        overScopes += cell.stats().allocations() > cell.stats().scopeInstances() ? 1 : 0;
        if (Double.isInfinite(r)) {
          zeroBound++;
          continue;
        }
        if (c.input().liveBoundBytes() == 0) {
          continue;
        }
        n++;
        logs += Math.log(r);
        above += r > 1.05 ? 1 : 0;
        if (worstName == null || r > worst) {
          worst = r;
          worstName = c.program().name();
        }
      }
      sb.append("| ").append(p.name()).append(" | ").append(clean).append(" / ")
          .append(rows.size()).append(" | ").append(ratio3(n == 0 ? Double.NaN : Math.exp(logs / n)))
          .append(" | ").append(worstName == null ? "—" : ratio3(worst) + " (" + worstName + ")")
          .append(" | ").append(above).append(" | ").append(zeroBound).append(" | ")
          .append(bytes(heap)).append(" | ").append(bytes(stack)).append(" | ")
          .append(bytes(scopes)).append(" | ").append(overScopes).append(" |\n");
    }
    sb.append(overScopes(rows));
    return sb.toString();
  }

  /**
   * Per pipeline, the programs it ran clean with more heap allocations than scope instances
   * entered (each as heap allocations / scope instances); empty where none has.
   */
  String overScopes(List<Comparison> rows) {
    StringBuilder sb = new StringBuilder();
    for (BenchPipeline p : pipelines) {
      List<String> over = new ArrayList<>();
      for (Comparison c : rows) {
        Cell cell = c.cells().get(p);
        if (!Double.isNaN(c.boundRatio(p)) && cell.stats().scopeInstances() >= 0
            && cell.stats().allocations() > cell.stats().scopeInstances()) {
          over.add(c.program().name() + " (" + cell.stats().allocations() + " / "
              + cell.stats().scopeInstances() + ")");
        }
      }
      if (!over.isEmpty()) {
        sb.append("\n").append(p.name()).append(", more heap allocations than scope instances: ")
            .append(String.join(", ", over)).append(".\n");
      }
    }
    return sb.toString();
  }

  static String ratio3(double r) {
    if (Double.isNaN(r)) {
      return "—";
    }
    return Double.isInfinite(r) ? "∞" : String.format(Locale.ROOT, "%.3f", r);
  }

  /** Programs where jopt's best is smaller, equal, larger, and where a side has no clean run. */
  static int[] winsTiesLosses(List<Comparison> rows) {
    int[] r = new int[4];
    for (Comparison c : rows) {
      double x = c.ratio();
      if (Double.isNaN(x)) {
        r[3]++;
      } else if (x < 1) {
        r[0]++;
      } else if (x == 1) {
        r[1]++;
      } else {
        r[2]++;
      }
    }
    return r;
  }

  /**
   * Upstream's pipelines run by jopt against the same pipelines run by mlir-opt-22, per drop-in:
   * the programs where both ran clean, where every figure of the two runs is the same (peaks,
   * allocations, frees), where the output texts are identical, and the programs that differ.
   * Empty when no drop-in has its twin among the pipelines.
   */
  String dropIns(List<Comparison> rows) {
    StringBuilder sb = new StringBuilder();
    List<String> differing = new ArrayList<>();
    for (BenchPipeline p : pipelines) {
      BenchPipeline twin = p.twin(pipelines);
      if (twin == null) {
        continue;
      }
      int clean = 0;
      int sameFigures = 0;
      int sameText = 0;
      int bothFailed = 0;
      for (Comparison c : rows) {
        Cell j = c.cells().get(p);
        Cell u = c.cells().get(twin);
        if (j == null || u == null) {
          continue;
        }
        // mlir-opt-22 ends its output with a newline, jopt's printer does not.
        if (j.output() != null && u.output() != null
            && j.output().stripTrailing().equals(u.output().stripTrailing())) {
          sameText++;
        }
        if (!j.ok() && !u.ok()) {
          bothFailed++;
          continue;
        } else if (j.ok() && u.ok()) {
          clean++;
          if (j.stats().equals(u.stats())) {
            sameFigures++;
            continue;
          }
        }
        differing.add(c.program().name() + " (" + p.name() + ": " + describe(j) + "; "
            + twin.name() + ": " + describe(u) + ")");
      }
      if (sb.length() == 0) {
        sb.append("| jopt's run | mlir-opt-22's run | both clean | same figures | same output "
            + "text | both failed (not compared) |\n| --- | --- | ---: | ---: | ---: | ---: |\n");
      }
      sb.append("| ").append(p.name()).append(" | ").append(twin.name()).append(" | ")
          .append(clean).append(" / ").append(rows.size()).append(" | ").append(sameFigures)
          .append(" | ").append(sameText).append(" | ").append(bothFailed).append(" |\n");
    }
    if (!differing.isEmpty()) {
      sb.append("\nDiffering:\n\n");
      differing.forEach(d -> sb.append("- ").append(d).append('\n'));
    }
    return sb.toString();
  }

  private static String describe(Cell c) {
    return c.ok() ? "total peak " + bytes(c.total()) + ", " + c.stats().allocations()
        + " heap allocations" : "✗ " + shortFailure(c.failure());
  }

  /** Distinct failures per pipeline with their counts and the first program showing each. */
  String failures(List<Comparison> rows) {
    Map<String, List<String>> seen = new LinkedHashMap<>();
    for (BenchPipeline p : pipelines) {
      for (Comparison c : rows) {
        Cell cell = c.cells().get(p);
        if (cell != null && !cell.ok()) {
          seen.computeIfAbsent(p.name() + ": " + shortFailure(cell.failure()),
              k -> new ArrayList<>()).add(c.program().name());
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    seen.forEach((f, programs) -> sb.append("- ").append(f).append(" — ").append(programs.size())
        .append(programs.size() == 1 ? " program (" : " programs (first ")
        .append(programs.get(0)).append(")\n"));
    return sb.toString();
  }

  /** The failure without locations and numbers that differ between programs. */
  static String shortFailure(String f) {
    String s = f.replaceAll("\\S+:\\d+:\\d+: ", "").replaceAll("'[^']*'", "'…'")
        .replaceAll("#\\d+", "#N").replaceAll("\\b\\d+ >= \\d+\\b", "N >= M").replaceAll("\\(memref<[^)]*\\)", "(…)");
    return s.length() > 200 ? s.substring(0, 200) + "…" : s;
  }

  static String bytes(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  static String ratio(double r) {
    if (Double.isNaN(r)) {
      return "—";
    }
    return Double.isInfinite(r) ? "∞" : String.format(Locale.ROOT, "%.2f", r);
  }
}
