import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.Arrays;
import java.util.EnumMap;
import jopt.mergealloc.planner.MemorySchedule;
import jopt.mergealloc.planner.OptimalPlanner;
import jopt.mergealloc.planner.PlanChecker;
import jopt.mergealloc.planner.MemoryTrace;
import jopt.mergealloc.planner.MiniMallocCsv;
import jopt.mergealloc.planner.PlannerMode;
import jopt.mergealloc.planner.StaticMemoryPlanner;

/**
 * Planner quality on the MiniMalloc instances (CSV id,lower,upper,size; half-open lifetimes):
 * for each instance and planner mode, the total size, its ratio to the best known total (the
 * capacity in the file name, within which MiniMalloc solves the instance; the optimum where the
 * lower bound reaches it), the lower bound (peak of live bytes; for the optimal mode the bound
 * it proved), whether the total is proven optimal, and the planning time (heuristic modes: the
 * median of 5 runs after warm-up; optimal: one run, with the time limit given as the second
 * argument in milliseconds). Then the mean and worst ratio per mode. Run with bench/planner.sh.
 */
public final class PlannerBench {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "../shared/benchmarks/minimalloc");
    long limit = args.length > 1 ? Long.parseLong(args[1]) : OptimalPlanner.DEFAULT_TIME_LIMIT_MS;
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
    }
    System.out.printf("%-16s %-10s %10s %10s %10s %8s %8s %10s%n", "instance", "planner",
        "total", "best known", "lower bnd", "ratio", "optimal", "time ms");
    Map<PlannerMode, List<Double>> ratios = new EnumMap<>(PlannerMode.class);
    for (Path f : files) {
      List<MemoryTrace.Interval> ivs = MiniMallocCsv.read(f);
      long bestKnown = Long.parseLong(f.getFileName().toString().split("\\.")[1]);
      for (PlannerMode mode : PlannerMode.values()) {
        MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
        long total;
        long lower;
        String proven;
        double ms;
        if (mode == PlannerMode.OPTIMAL) {
          long t0 = System.nanoTime();
          OptimalPlanner.Outcome o = OptimalPlanner.solve(trace, 1, limit);
          ms = (System.nanoTime() - t0) / 1e6;
          check(trace, o.schedule());
          total = o.schedule().totalSize();
          lower = o.lowerBound();
          proven = o.optimal() ? "yes" : "no";
        } else {
          for (int i = 0; i < 20; i++) {
            StaticMemoryPlanner.plan(trace, 1, mode);
          }
          long[] times = new long[5];
          MemorySchedule s = null;
          for (int i = 0; i < times.length; i++) {
            long t0 = System.nanoTime();
            s = StaticMemoryPlanner.plan(trace, 1, mode);
            times[i] = System.nanoTime() - t0;
          }
          Arrays.sort(times);
          check(trace, s);
          ms = times[2] / 1e6;
          total = s.totalSize();
          lower = trace.peakLiveBytes(1);
          proven = total == lower ? "yes" : "-";
        }
        double ratio = (double) total / bestKnown;
        ratios.computeIfAbsent(mode, k -> new ArrayList<>()).add(ratio);
        System.out.printf("%-16s %-10s %10d %10d %10d %8.3f %8s %10.1f%n", f.getFileName(),
            mode.optionValue(), total, bestKnown, lower, ratio, proven, ms);
      }
    }
    System.out.println();
    System.out.printf("%-10s %12s %12s%n", "planner", "mean ratio", "worst ratio");
    for (Map.Entry<PlannerMode, List<Double>> e : ratios.entrySet()) {
      System.out.printf("%-10s %12.3f %12.3f%n", e.getKey().optionValue(),
          e.getValue().stream().mapToDouble(d -> d).average().orElse(0),
          e.getValue().stream().mapToDouble(d -> d).max().orElse(0));
    }
  }

  private static void check(MemoryTrace trace, MemorySchedule s) {
    PlanChecker.findViolation(trace, s, 1).ifPresent(v -> {
      throw new IllegalStateException("invalid plan: " + v);
    });
  }
}
