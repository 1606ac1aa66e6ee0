package jopt.passmanager;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import jopt.ir.Operation;

/**
 * {@code --mlir-timing}: a tree of timers (Parser, each pass and nested pipeline, Output)
 * rendered as MLIR's execution time report. Wall time of work run in parallel is summed over
 * threads, as MLIR merges per-thread timers; user time is thread CPU time.
 */
public final class PassTiming implements PassInstrumentation {
  /** One line of the report; children keep their first-start order. */
  public static final class Timer {
    private final String name;
    private final Map<String, Timer> children = new LinkedHashMap<>();
    private final AtomicLong wallNanos = new AtomicLong();
    private final AtomicLong cpuNanos = new AtomicLong();

    Timer(String name) {
      this.name = name;
    }

    /** The child named {@code name} (the {@code index}-th of that name), created on first use. */
    public synchronized Timer child(String name, int index) {
      return children.computeIfAbsent(name + "\0" + index, k -> new Timer(name));
    }

    public Timer child(String name) {
      return child(name, 0);
    }

    public void add(long wall, long cpu) {
      wallNanos.addAndGet(wall);
      cpuNanos.addAndGet(cpu);
    }

    synchronized List<Timer> children() {
      return new ArrayList<>(children.values());
    }
  }

  /** Loaded on first use: the management classes cost a run that does not time tens of ms. */
  private static final class Threads {
    static final ThreadMXBean BEAN = ManagementFactory.getThreadMXBean();
  }

  private final Timer root = new Timer("root");
  private final boolean showUserTime;
  private final Map<Object, Timer> timers = new IdentityHashMap<>();
  private final ThreadLocal<Map<Object, long[]>> started = ThreadLocal.withInitial(IdentityHashMap::new);
  private final long startNanos = System.nanoTime();

  /** {@code showUserTime}: add MLIR's user-time column (multi-threaded runs). */
  public PassTiming(boolean showUserTime) {
    this.showUserTime = showUserTime;
  }

  public Timer getRoot() {
    return root;
  }

  /** Nanoseconds of CPU time of the current thread. */
  public static long cpuNow() {
    ThreadMXBean threads = Threads.BEAN;
    return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
  }

  @Override
  public synchronized void runBeforeRun(PassManager pm) {
    timers.clear();
    mapTimers(pm, root);
  }

  private void mapTimers(OpPassManager pm, Timer parent) {
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (Pass p : pm.getPasses()) {
      if (p instanceof OpToOpPassAdaptor a) {
        for (OpPassManager nested : a.getPassManagers()) {
          String name = "'" + nested.getOpAnchorName() + "' Pipeline";
          Timer t = parent.child(name, seen.merge(name, 1, Integer::sum) - 1);
          timers.put(nested, t);
          mapTimers(nested, t);
        }
      } else {
        String name = p.getName();
        timers.put(p, parent.child(name, seen.merge(name, 1, Integer::sum) - 1));
      }
    }
  }

  private void start(Object key) {
    started.get().put(key, new long[] {System.nanoTime(), cpuNow()});
  }

  private void stop(Object key) {
    long[] s = started.get().remove(key);
    Timer t;
    synchronized (this) {
      t = timers.get(key);
    }
    if (s != null && t != null) {
      t.add(System.nanoTime() - s[0], cpuNow() - s[1]);
    }
  }

  @Override
  public void runBeforePipeline(OpPassManager pm, Operation op) {
    start(pm.getOrigin());
  }

  @Override
  public void runAfterPipeline(OpPassManager pm, Operation op) {
    stop(pm.getOrigin());
  }

  @Override
  public void runBeforePass(Pass pass, Operation op) {
    start(pass.getOrigin());
  }

  @Override
  public void runAfterPass(Pass pass, Operation op) {
    stop(pass.getOrigin());
  }

  @Override
  public void runAfterPassFailed(Pass pass, Operation op) {
    stop(pass.getOrigin());
  }

  /** MLIR's report, with the total measured from this object's creation to now. */
  public String report() {
    long totalWall = System.nanoTime() - startNanos;
    long childrenWall = 0;
    long childrenCpu = 0;
    for (Timer t : root.children()) {
      childrenWall += t.wallNanos.get();
      childrenCpu += t.cpuNanos.get();
    }
    long restWall = Math.max(0, totalWall - childrenWall);
    long totalCpu = childrenCpu + restWall;
    StringBuilder sb = new StringBuilder();
    String rule = "===" + "-".repeat(73) + "===\n";
    sb.append(rule).append(" ".repeat(25)).append("... Execution time report ...\n").append(rule);
    sb.append(String.format("  Total Execution Time: %.4f seconds%n%n", totalWall / 1e9));
    sb.append(showUserTime ? "  ----User Time----  ----Wall Time----  ----Name----\n"
        : "  ----Wall Time----  ----Name----\n");
    for (Timer t : root.children()) {
      line(sb, t, 0, totalCpu, totalWall);
    }
    row(sb, "Rest", 0, restWall, restWall, totalCpu, totalWall);
    row(sb, "Total", 0, totalCpu, totalWall, totalCpu, totalWall);
    return sb.toString();
  }

  private void line(StringBuilder sb, Timer t, int depth, long totalCpu, long totalWall) {
    row(sb, t.name, depth, t.cpuNanos.get(), t.wallNanos.get(), totalCpu, totalWall);
    for (Timer c : t.children()) {
      line(sb, c, depth + 1, totalCpu, totalWall);
    }
  }

  private void row(StringBuilder sb, String name, int depth, long cpu, long wall, long totalCpu,
      long totalWall) {
    if (showUserTime) {
      sb.append(String.format("  %8.4f (%5.1f%%)", cpu / 1e9, percent(cpu, totalCpu)));
    }
    sb.append(String.format("  %8.4f (%5.1f%%)", wall / 1e9, percent(wall, totalWall)));
    sb.append("  ").append("  ".repeat(depth)).append(name).append('\n');
  }

  private static double percent(long part, long total) {
    return total == 0 ? 0 : 100.0 * part / total;
  }
}
