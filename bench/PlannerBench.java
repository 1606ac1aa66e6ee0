import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jopt.mergealloc.planner.MemorySchedule;
import jopt.mergealloc.planner.MemoryTrace;
import jopt.mergealloc.planner.PlannerMode;
import jopt.mergealloc.planner.StaticMemoryPlanner;

/**
 * Planner quality on the MiniMalloc instances (CSV id,lower,upper,size; half-open lifetimes):
 * for each instance and planner mode, the total size, its ratio to the instance's capacity
 * (the optimum where the lower bound is tight), the lower bound (peak of live bytes) and the
 * planning time (median of 5 runs after warm-up). Run with bench/planner.sh.
 */
public final class PlannerBench {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "../shared/benchmarks/minimalloc");
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
    }
    System.out.printf("%-22s %-10s %12s %12s %12s %8s %10s%n", "instance", "planner", "total",
        "capacity", "lower bound", "ratio", "time ms");
    for (Path f : files) {
      List<MemoryTrace.Interval> ivs = read(f);
      long capacity = Long.parseLong(f.getFileName().toString().split("\\.")[1]);
      long lower = MemoryTrace.fromIntervals(ivs).peakLiveBytes(1);
      for (PlannerMode mode : PlannerMode.values()) {
        MemoryTrace trace = MemoryTrace.fromIntervals(ivs);
        for (int i = 0; i < 20; i++) {
          StaticMemoryPlanner.plan(trace, 1, mode);
        }
        long[] times = new long[5];
        MemorySchedule s = null;
        for (int i = 0; i < times.length; i++) {
          long t0 = System.nanoTime();
          s = StaticMemoryPlanner.plan(MemoryTrace.fromIntervals(ivs), 1, mode);
          times[i] = System.nanoTime() - t0;
        }
        java.util.Arrays.sort(times);
        System.out.printf("%-22s %-10s %12d %12d %12d %8.3f %10.2f%n", f.getFileName(),
            mode == PlannerMode.COST_MODEL ? "cost" : "size-first", s.totalSize(), capacity,
            lower, (double) s.totalSize() / capacity, times[2] / 1e6);
      }
    }
  }

  private static List<MemoryTrace.Interval> read(Path f) throws Exception {
    List<MemoryTrace.Interval> ivs = new ArrayList<>();
    Map<String, Long> ids = new HashMap<>();
    for (String line : Files.readAllLines(f)) {
      if (line.isBlank() || line.startsWith("id,")) {
        continue;
      }
      String[] c = line.split(",");
      long id = ids.computeIfAbsent(c[0], k -> (long) ids.size());
      // Half-open [lower, upper) becomes the inclusive tick range [lower, upper - 1].
      ivs.add(new MemoryTrace.Interval(id, Long.parseLong(c[1]), Long.parseLong(c[2]) - 1,
          Long.parseLong(c[3])));
    }
    return ivs;
  }
}
