import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import jopt.tools.opt.JoptMain;

/**
 * The same jopt command run again and again in one JVM, so that the cost of the JVM's warm-up
 * (bytecode interpreted until compiled, and the compiling) shows as the difference between the
 * first run and the later ones: per run its wall time and the process's CPU time (all threads:
 * the run's own, the JIT compiler's and the collector's). Between runs a full collection, not
 * counted, so that each run starts from the same heap. Run with bench/warm-runs.sh:
 *
 * <pre>java -cp tools/target/jopt.jar bench/WarmRuns.java RUNS JOPT-ARGS...</pre>
 */
public final class WarmRuns {
  private WarmRuns() {}

  public static void main(String[] args) {
    if (args.length < 2) {
      System.err.println("usage: WarmRuns RUNS JOPT-ARGS...");
      System.exit(2);
    }
    int runs = Integer.parseInt(args[0]);
    String[] joptArgs = Arrays.copyOfRange(args, 1, args.length);
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    double[] wall = new double[runs];
    double[] cpu = new double[runs];
    for (int i = 0; i < runs; i++) {
      long t0 = System.nanoTime();
      long c0 = os.getProcessCpuTime();
      int rc = JoptMain.run(joptArgs, System.in, nowhere, System.err);
      wall[i] = (System.nanoTime() - t0) / 1e9;
      cpu[i] = (os.getProcessCpuTime() - c0) / 1e9;
      if (rc != 0) {
        System.err.println("run " + (i + 1) + " exited " + rc);
        System.exit(1);
      }
      System.out.printf("run %d: wall %.3f s, cpu %.3f s%n", i + 1, wall[i], cpu[i]);
      System.gc();
    }
    if (runs > 2) {
      // The later runs: every method the command needs is compiled by then.
      double[] w = Arrays.copyOfRange(wall, runs / 2, runs);
      double[] c = Arrays.copyOfRange(cpu, runs / 2, runs);
      System.out.printf("first: wall %.3f s, cpu %.3f s; warm (median of runs %d-%d): wall %.3f s, cpu %.3f s%n",
          wall[0], cpu[0], runs / 2 + 1, runs, median(w), median(c));
    }
    System.exit(0);
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  }
}
