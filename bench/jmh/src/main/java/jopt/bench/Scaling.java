package jopt.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The scaling table: warm median time of every stage at each size and the factor between
 * consecutive sizes (ops x10 should give time x10). Not JMH: one JVM, sizes in increasing
 * order, a fresh module per timed run.
 *
 * <pre>java -Xss16m -Xmx8g -cp bench/jmh/target/benchmarks.jar jopt.bench.Scaling [SIZES] [STAGES]</pre>
 */
public final class Scaling {
  private Scaling() {}

  public static void main(String[] args) {
    int[] sizes = Arrays.stream((args.length > 0 ? args[0] : "10000,100000,1000000").split(","))
        .mapToInt(Integer::parseInt).toArray();
    List<Stage> stages = new ArrayList<>();
    if (args.length > 1) {
      for (String s : args[1].split(",")) {
        stages.add(Stage.valueOf(s.toUpperCase().replace('-', '_')));
      }
    } else {
      stages.addAll(Arrays.asList(Stage.values()));
    }
    StringBuilder header = new StringBuilder(String.format("%-34s", "stage"));
    for (int n : sizes) {
      header.append(String.format(" %12s", n + " ms"));
    }
    for (int i = 1; i < sizes.length; i++) {
      header.append(String.format(" %12s", "x" + (sizes[i] / sizes[i - 1]) + " ops"));
    }
    System.out.println(header);
    for (Stage s : stages) {
      double[] ms = new double[sizes.length];
      for (int i = 0; i < sizes.length; i++) {
        ms[i] = time(s, sizes[i]);
      }
      StringBuilder row = new StringBuilder(String.format("%-34s", s.label()));
      for (double m : ms) {
        row.append(String.format(" %12.1f", m));
      }
      for (int i = 1; i < sizes.length; i++) {
        row.append(String.format(" %11.1fx", ms[i] / ms[i - 1]));
      }
      System.out.println(row);
    }
  }

  /** Median milliseconds of the stage at {@code ops}, after warm-up runs. */
  private static double time(Stage s, int ops) {
    String input = s.input(ops);
    int warmups = ops <= 20_000 ? 10 : ops <= 200_000 ? 3 : 1;
    int runs = ops <= 200_000 ? 5 : 3;
    double[] t = new double[runs];
    Object prepared = s.prepareRun(input);
    for (int i = 0; i < warmups + runs; i++) {
      if (!s.reusesInput() && i > 0) {
        prepared = null;
        prepared = s.prepareRun(input);
      }
      System.gc();
      long start = System.nanoTime();
      Object r = s.run(prepared);
      long end = System.nanoTime();
      if (r == null) {
        throw new IllegalStateException();
      }
      if (i >= warmups) {
        t[i - warmups] = (end - start) / 1e6;
      }
    }
    Arrays.sort(t);
    return t[runs / 2];
  }
}
