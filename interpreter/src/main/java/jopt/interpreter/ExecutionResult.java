package jopt.interpreter;

import java.util.List;
import jopt.interpreter.runtime.HeapStats;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Ownership;
import jopt.interpreter.runtime.PeakBuffer;
import jopt.interpreter.runtime.RuntimeError;

/**
 * The outcome of running an entry function: its results rendered as text (memrefs with their
 * contents, {@code ?} for bytes never written), the trace of observable events, heap
 * statistics, the faults found (empty when the run was clean), what the program wrote to
 * its standard output and error through external functions (one char per byte), and the
 * results themselves (Long, Double, {@link MemRefValue}, {@link Ownership}; empty after a fault),
 * and the buffers live at the run's peak ({@link PeakBuffer}, largest first).
 */
public record ExecutionResult(
    List<String> results, List<String> trace, HeapStats stats, long steps,
    List<RuntimeError> errors, String output, String errorOutput, List<Object> values,
    List<PeakBuffer> peakBuffers) {

  public ExecutionResult(List<String> results, List<String> trace, HeapStats stats, long steps,
      List<RuntimeError> errors) {
    this(results, trace, stats, steps, errors, "", "", List.of(), List.of());
  }

  public boolean ok() {
    return errors.isEmpty();
  }

  /** The results, the trace and the output, one per line: what two runs must agree on. */
  public String observable() {
    StringBuilder sb = new StringBuilder(output);
    for (int i = 0; i < results.size(); i++) {
      sb.append("result #").append(i).append(": ").append(results.get(i)).append('\n');
    }
    for (String t : trace) {
      sb.append(t).append('\n');
    }
    return sb.toString();
  }
}
