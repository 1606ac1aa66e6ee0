package jopt.interpreter;

import java.util.List;

/**
 * The outcome of running an entry function: its results rendered as text (memrefs with their
 * contents, {@code ?} for bytes never written), the trace of observable events, heap
 * statistics, and the faults found (empty when the run was clean).
 */
public record ExecutionResult(
    List<String> results, List<String> trace, HeapStats stats, long steps,
    List<RuntimeError> errors) {

  public boolean ok() {
    return errors.isEmpty();
  }

  /** The results and the trace, one per line: what two runs must agree on. */
  public String observable() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < results.size(); i++) {
      sb.append("result #").append(i).append(": ").append(results.get(i)).append('\n');
    }
    for (String t : trace) {
      sb.append(t).append('\n');
    }
    return sb.toString();
  }
}
