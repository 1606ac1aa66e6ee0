package jopt.passes.planner;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Runs {@link CanonicalSearch} on the MiniMalloc instances with a node limit and no deadline, for
 * a few capacities and each preordering, and prints per case the result, the nodes spent and
 * fingerprints of the plan and of the placements made: a change that leaves the search the same
 * prints the same lines (diff them). Then the time per node by instance, in the thread's CPU
 * time. Not a unit test (it takes minutes); run from passes/ after {@code mvn -o test-compile}:
 * <pre>
 *   java -cp target/classes:target/test-classes jopt.passes.planner.SearchHarness \
 *       ../../shared/benchmarks/minimalloc [NODE_LIMIT=200000] [INSTANCE_PREFIX]
 * </pre>
 */
final class SearchHarness {
  /** The search thread's CPU time: on a shared machine, less noisy than the wall clock. */
  private static final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "../../shared/benchmarks/minimalloc");
    long nodeLimit = args.length > 1 ? Long.parseLong(args[1]) : 200_000;
    String only = args.length > 2 ? args[2] : "";
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(f -> f.toString().endsWith(".csv"))
          .filter(f -> f.getFileName().toString().startsWith(only)).sorted().toList();
    }
    // Warm-up, so that the first instance's time per node is not the compiler's.
    for (int i = 0; i < 3; i++) {
      run(files, Math.min(nodeLimit, 5_000), new StringBuilder(), false);
    }
    StringBuilder times = new StringBuilder();
    run(files, nodeLimit, times, true);
    System.out.print(times);
  }

  private static void run(List<Path> files, long nodeLimit, StringBuilder times, boolean print)
      throws Exception {
    for (Path f : files) {
      PackingProblem p =
          OptimalPlanner.problem(MemoryTrace.fromIntervals(MiniMallocCsv.read(f)), 1);
      long lower = p.lowerBound;
      long bestKnown = Long.parseLong(f.getFileName().toString().split("\\.")[1]);
      TreeSet<Long> caps = new TreeSet<>(List.of(lower, bestKnown, lower * 102 / 100,
          lower * 105 / 100));
      long nodes = 0;
      long nanos = 0;
      List<int[]> ranks = OptimalPlanner.preorderingRanks(p);
      for (long cap : caps) {
        for (int order = 0; order < ranks.size(); order++) {
          CanonicalSearch search = new CanonicalSearch(p, ranks.get(order));
          // No deadline within the run: the search depends on the nodes only.
          SearchBudget budget = new SearchBudget(nodeLimit, System.nanoTime() + (1L << 62));
          long t0 = cpu.getCurrentThreadCpuTime();
          CanonicalSearch.Result result = search.run(cap, budget);
          long t = cpu.getCurrentThreadCpuTime() - t0;
          int plan = result == CanonicalSearch.Result.FOUND
              ? Arrays.hashCode(search.offsets()) : 0;
          if (print) {
            System.out.printf("%s cap=%d order=%d %s nodes=%d plan=%08x placements=%016x%n",
                f.getFileName(), cap, order, result, budget.nodes(), plan, search.placements());
          }
          nodes += budget.nodes();
          nanos += t;
        }
      }
      times.append(String.format("time %-16s %10d nodes %9.0f ms %7.2f us/node%n",
          f.getFileName(), nodes, nanos / 1e6, nanos / 1e3 / Math.max(1, nodes)));
    }
  }
}
