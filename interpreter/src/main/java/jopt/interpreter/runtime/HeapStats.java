package jopt.interpreter.runtime;

/**
 * What the heap saw during a run. Heap: allocations made (alloc, realloc, clone) and freed, the
 * peak and final number of live heap bytes. Stack: {@code memref.alloca}s made and the peak of
 * live stack bytes (an alloca lives until its allocation scope ends). {@code totalPeakBytes} is
 * the peak of heap plus stack bytes live at the same moment, which can be less than the sum of
 * the two peaks. Argument, global and environment memory is not counted. {@code liveBoundBytes}
 * is the least any placement could need ({@link LiveBound}): the peak of the bytes of heap and
 * stack allocations live at once, each from its first access to its last. {@code scopeInstances}
 * counts the allocation scopes the run entered (as merge-alloc's: each run of a function body or
 * of another automatic allocation scope's region, but a sequential loop's iterations; -1 when not
 * known); it is not printed.
 */
public record HeapStats(int allocations, int frees, long peakBytes, long liveBytes,
    int stackAllocations, long stackPeakBytes, long totalPeakBytes, long liveBoundBytes,
    long scopeInstances) {

  /** Statistics whose allocation scope instances are not known (-1). */
  public HeapStats(int allocations, int frees, long peakBytes, long liveBytes,
      int stackAllocations, long stackPeakBytes, long totalPeakBytes, long liveBoundBytes) {
    this(allocations, frees, peakBytes, liveBytes, stackAllocations, stackPeakBytes,
        totalPeakBytes, liveBoundBytes, -1);
  }

  /** Statistics of a run without stack allocations; its live bound is not known (-1). */
  public HeapStats(int allocations, int frees, long peakBytes, long liveBytes) {
    this(allocations, frees, peakBytes, liveBytes, 0, 0, peakBytes, -1);
  }

  /** Statistics whose live bound is not known (-1). */
  public HeapStats(int allocations, int frees, long peakBytes, long liveBytes,
      int stackAllocations, long stackPeakBytes, long totalPeakBytes) {
    this(allocations, frees, peakBytes, liveBytes, stackAllocations, stackPeakBytes,
        totalPeakBytes, -1);
  }

  /**
   * {@code allocations=N frees=N peak-bytes=N live-bytes=N stack-allocations=N
   * stack-peak-bytes=N total-peak-bytes=N live-bound-bytes=N}: the heap figures first, as
   * before stack memory was counted, then the stack's, the peak of both together and the live
   * bound (left out when not known).
   */
  @Override
  public String toString() {
    return "allocations=" + allocations + " frees=" + frees + " peak-bytes=" + peakBytes
        + " live-bytes=" + liveBytes + " stack-allocations=" + stackAllocations
        + " stack-peak-bytes=" + stackPeakBytes + " total-peak-bytes=" + totalPeakBytes
        + (liveBoundBytes < 0 ? "" : " live-bound-bytes=" + liveBoundBytes);
  }
}
