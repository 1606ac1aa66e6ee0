import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jopt.passes.planner.MemorySchedule;
import jopt.passes.planner.MemoryTrace;
import jopt.passes.planner.MiniMallocCsv;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlanChecker;
import jopt.passes.planner.PlannerMode;
import jopt.passes.planner.StaticMemoryPlanner;

/**
 * Planner quality on MiniMalloc-style instances (CSV {@code id,lower,upper,size}; half-open
 * lifetimes): for each instance its buffers, the lower bound (the peak of live bytes), the best
 * known total when the file name gives one ({@code NAME.CAPACITY.csv}, the capacity within which
 * MiniMalloc solves it), and per planner mode the total's ratio to the lower bound and the
 * planning time (heuristic modes: the median of 3 runs after warm-up, one run above 5,000
 * buffers; optimal: one run within
 * the time limit, its wall and its thread's CPU time), whether the optimal mode proved its total optimal, then the mean and worst
 * ratio per mode, and whether the optimal mode's total is at most both heuristics' on every
 * instance. Every plan is checked. A Markdown table; run with bench/planner.sh:
 * <pre>
 *   java -cp passes/target/classes bench/PlannerBench.java [--limit=MS] [--modes=cost-model,size-first,optimal] DIR_OR_CSV...
 * </pre>
 */
public final class PlannerBench {
  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    long limit = OptimalPlanner.DEFAULT_TIME_LIMIT_MS;
    List<Path> files = new ArrayList<>();
    List<PlannerMode> modes = List.of(PlannerMode.values());
    for (String a : args) {
      if (a.startsWith("--modes=")) {
        modes = Stream.of(a.substring("--modes=".length()).split(","))
            .map(m -> {
              PlannerMode mode = PlannerMode.fromOptionValue(m);
              if (mode == null) {
                throw new IllegalArgumentException("unknown planner mode " + m);
              }
              return mode;
            }).toList();
      } else if (a.startsWith("--limit=")) {
        limit = Long.parseLong(a.substring("--limit=".length()));
      } else if (a.matches("\\d+")) {
        limit = Long.parseLong(a); // the old form: DIR LIMIT
      } else if (Files.isDirectory(Path.of(a))) {
        try (Stream<Path> s = Files.list(Path.of(a))) {
          files.addAll(s.filter(p -> p.toString().endsWith(".csv")).sorted().toList());
        }
      } else {
        files.add(Path.of(a));
      }
    }
    System.out.printf("optimal-time-limit=%d ms; ratio = total / lower bound%n%n", limit);
    StringBuilder head = new StringBuilder("| instance | buffers | lower bound | best known |");
    StringBuilder rule = new StringBuilder("| --- | ---: | ---: | ---: |");
    for (PlannerMode mode : modes) {
      head.append(' ').append(mode.optionValue()).append(" | time |");
      rule.append(" ---: | ---: |");
      if (mode == PlannerMode.OPTIMAL) {
        head.append(" cpu | proven |");
        rule.append(" ---: | --- |");
      }
    }
    System.out.println(head);
    System.out.println(rule);
    Map<PlannerMode, List<Double>> ratios = new EnumMap<>(PlannerMode.class);
    List<String> worse = new ArrayList<>(); // instances where optimal exceeds a heuristic
    for (Path f : files) {
      Map<PlannerMode, Long> totals = new EnumMap<>(PlannerMode.class);
      List<MemoryTrace.Interval> ivs = MiniMallocCsv.read(f);
      MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
      long lower = trace.peakLiveBytes(1);
      String[] parts = f.getFileName().toString().split("\\.");
      String name = f.getFileName().toString().replaceFirst("\\.csv$", "");
      String bestKnown = "";
      if (parts.length == 3 && parts[1].matches("\\d+")) {
        name = parts[0];
        bestKnown = String.format("%,d", Long.parseLong(parts[1]));
      }
      StringBuilder row = new StringBuilder(String.format("| %s | %,d | %,d | %s |", name,
          ivs.size(), lower, bestKnown));
      for (PlannerMode mode : modes) {
        MemorySchedule s;
        double ms;
        double cpuMs = -1;
        String proven = "";
        if (mode == PlannerMode.OPTIMAL) {
          long t0 = System.nanoTime();
          long c0 = THREADS.getCurrentThreadCpuTime();
          OptimalPlanner.Outcome o = OptimalPlanner.solve(trace, 1, limit);
          ms = (System.nanoTime() - t0) / 1e6;
          cpuMs = (THREADS.getCurrentThreadCpuTime() - c0) / 1e6;
          s = o.schedule();
          proven = o.optimal() ? " yes |" : " no |";
        } else {
          // Large instances: one run (the planners' work dwarfs the compiler's).
          boolean large = ivs.size() > 5_000;
          for (int i = 0; i < (large ? 0 : 10); i++) {
            StaticMemoryPlanner.plan(trace, 1, mode);
          }
          long[] times = new long[large ? 1 : 3];
          s = null;
          for (int i = 0; i < times.length; i++) {
            long t0 = System.nanoTime();
            s = StaticMemoryPlanner.plan(trace, 1, mode);
            times[i] = System.nanoTime() - t0;
          }
          Arrays.sort(times);
          ms = times[times.length / 2] / 1e6;
        }
        PlanChecker.findViolation(trace, s, 1).ifPresent(v -> {
          throw new IllegalStateException(f + ": invalid plan: " + v);
        });
        totals.put(mode, s.totalSize());
        double ratio = (double) s.totalSize() / lower;
        ratios.computeIfAbsent(mode, k -> new ArrayList<>()).add(ratio);
        row.append(String.format(" %.3f | %s |", ratio, time(ms)));
        if (mode == PlannerMode.OPTIMAL) {
          row.append(' ').append(time(cpuMs)).append(" |");
        }
        row.append(proven);
      }
      System.out.println(row);
      Long optimal = totals.get(PlannerMode.OPTIMAL);
      for (PlannerMode h : List.of(PlannerMode.COST_MODEL, PlannerMode.SIZE_FIRST)) {
        if (optimal != null && totals.containsKey(h) && optimal > totals.get(h)) {
          worse.add(name + " (" + h.optionValue() + ")");
        }
      }
    }
    System.out.println();
    System.out.println("| planner | mean ratio | worst ratio |");
    System.out.println("| --- | ---: | ---: |");
    for (Map.Entry<PlannerMode, List<Double>> e : ratios.entrySet()) {
      System.out.printf("| %s | %.4f | %.4f |%n", e.getKey().optionValue(),
          e.getValue().stream().mapToDouble(d -> d).average().orElse(0),
          e.getValue().stream().mapToDouble(d -> d).max().orElse(0));
    }
    if (modes.containsAll(List.of(PlannerMode.values()))) {
      System.out.println();
      System.out.println(worse.isEmpty()
          ? "optimal <= cost-model and <= size-first on all " + files.size() + " instances"
          : "optimal above a heuristic on: " + String.join(", ", worse));
    }
  }

  private static String time(double ms) {
    return ms < 1000 ? String.format("%.0f ms", ms) : String.format("%.2f s", ms / 1000);
  }
}
