package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jopt.ir.Operation;

/**
 * Where a run spends its time, op by op ({@code InterpreterOptions.withProfile}): each op the
 * interpreter executes is timed in CPU time of the running thread ({@link #now}; wall time
 * means little on a loaded machine), less the ops it ran inside it (an scf.for's body, a call's
 * callee), and summed per kind (op name, and whether it ran compiled, interpreted or in one of
 * the compiled engines) and per op. Kept across the runs of one interpreter.
 */
public final class OpProfile {
  /** Count and nanoseconds of one kind or op. */
  private static final class Sum {
    long count;
    long nanos;
  }

  private static final java.lang.management.ThreadMXBean THREADS =
      java.lang.management.ManagementFactory.getThreadMXBean();

  /** The running thread's CPU time in nanoseconds (its wall time where the JVM cannot tell). */
  static long now() {
    long t = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
    return t >= 0 ? t : System.nanoTime();
  }

  private final Map<String, Sum> byKind = new HashMap<>();
  private final Map<Operation, Sum> byOp = new IdentityHashMap<>();
  private final Map<Operation, String> howOp = new IdentityHashMap<>();

  /** Notes that {@code op} ran {@code how} ("compiled", "interpreted", ...) in {@code nanos}. */
  void record(Operation op, String how, long nanos) {
    Sum k = byKind.computeIfAbsent(op.getName() + " " + how, x -> new Sum());
    k.count++;
    k.nanos += nanos;
    Sum o = byOp.computeIfAbsent(op, x -> new Sum());
    o.count++;
    o.nanos += nanos;
    howOp.put(op, how);
  }

  /** The total of the recorded times, in nanoseconds. */
  public long totalNanos() {
    long t = 0;
    for (Sum s : byKind.values()) {
      t += s.nanos;
    }
    return t;
  }

  /** Forgets what was recorded. */
  public void clear() {
    byKind.clear();
    byOp.clear();
    howOp.clear();
  }

  /**
   * A table of the kinds by time, then the {@code top} ops that took longest with their
   * location and operand types.
   */
  public String report(int top) {
    StringBuilder sb = new StringBuilder();
    long total = Math.max(1, totalNanos());
    sb.append(String.format(Locale.ROOT, "profile: %.3f s of CPU in ops%n", total / 1e9));
    List<Map.Entry<String, Sum>> kinds = new ArrayList<>(byKind.entrySet());
    kinds.sort((a, b) -> Long.compare(b.getValue().nanos, a.getValue().nanos));
    for (Map.Entry<String, Sum> e : kinds) {
      sb.append(String.format(Locale.ROOT, "  %9.3f ms %5.1f%% %7d x  %s%n",
          e.getValue().nanos / 1e6, 100.0 * e.getValue().nanos / total, e.getValue().count,
          e.getKey()));
    }
    List<Map.Entry<Operation, Sum>> ops = new ArrayList<>(byOp.entrySet());
    ops.sort((a, b) -> Long.compare(b.getValue().nanos, a.getValue().nanos));
    for (int i = 0; i < Math.min(top, ops.size()); i++) {
      Operation op = ops.get(i).getKey();
      Sum s = ops.get(i).getValue();
      jopt.ir.Location.FileLineCol at = op.getLoc() == null ? null : op.getLoc().fileLineCol();
      sb.append(String.format(Locale.ROOT, "  %9.3f ms %7d x  %s %s %s%s%n", s.nanos / 1e6,
          s.count, op.getName(), howOp.get(op), op.getOperandTypes(),
          at == null ? "" : " at " + at));
    }
    return sb.toString();
  }
}
