package jopt.memquality;

import jopt.interpreter.runtime.HeapStats;

/**
 * One program through one pipeline. {@code failure} is null when the output ran clean and
 * computed the input's results and trace; otherwise it says what went wrong (the pipeline
 * failed, the output did not parse, faulted or computed something else). {@code stats} are the
 * output run's, present whenever the output ran; {@code leaks} and {@code doubleFrees} count
 * those faults of the run (a double free stops it, so it is 0 or 1); {@code output} is the
 * pipeline's output text, null when it produced none.
 */
public record Cell(String failure, HeapStats stats, boolean sameResults, int leaks,
    int doubleFrees, String output) {

  public boolean ok() {
    return failure == null;
  }

  /** The peak of heap plus stack bytes, the figure pipelines are ranked by. */
  public long total() {
    return stats.totalPeakBytes();
  }

  static Cell failed(String failure) {
    return failed(failure, null);
  }

  static Cell failed(String failure, String output) {
    return new Cell(failure, null, false, 0, 0, output);
  }
}
