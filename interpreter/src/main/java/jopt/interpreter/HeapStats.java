package jopt.interpreter;

/**
 * What the heap saw during a run. Heap: allocations made (alloc, realloc, clone) and freed, the
 * peak and final number of live heap bytes. Stack: {@code memref.alloca}s made and the peak of
 * live stack bytes (an alloca lives until its allocation scope ends). {@code totalPeakBytes} is
 * the peak of heap plus stack bytes live at the same moment, which can be less than the sum of
 * the two peaks. Argument, global and environment memory is not counted.
 */
public record HeapStats(int allocations, int frees, long peakBytes, long liveBytes,
    int stackAllocations, long stackPeakBytes, long totalPeakBytes) {

  /** Statistics of a run without stack allocations. */
  public HeapStats(int allocations, int frees, long peakBytes, long liveBytes) {
    this(allocations, frees, peakBytes, liveBytes, 0, 0, peakBytes);
  }

  /**
   * {@code allocations=N frees=N peak-bytes=N live-bytes=N stack-allocations=N
   * stack-peak-bytes=N total-peak-bytes=N}: the heap figures first, as before stack memory was
   * counted, then the stack's and the peak of both together.
   */
  @Override
  public String toString() {
    return "allocations=" + allocations + " frees=" + frees + " peak-bytes=" + peakBytes
        + " live-bytes=" + liveBytes + " stack-allocations=" + stackAllocations
        + " stack-peak-bytes=" + stackPeakBytes + " total-peak-bytes=" + totalPeakBytes;
  }
}
