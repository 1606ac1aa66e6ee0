package jopt.interpreter;

/**
 * What the heap saw during a run: heap allocations made (alloc, realloc, clone) and freed, the
 * peak and final number of live heap bytes. Stack, argument and global memory are not counted.
 */
public record HeapStats(int allocations, int frees, long peakBytes, long liveBytes) {
  @Override
  public String toString() {
    return "allocations=" + allocations + " frees=" + frees + " peak-bytes=" + peakBytes
        + " live-bytes=" + liveBytes;
  }
}
