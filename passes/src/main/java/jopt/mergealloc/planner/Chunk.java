package jopt.mergealloc.planner;

/** A contiguous range of the logical buffer, free or holding one buffer. */
final class Chunk {
  long start;
  long size;
  boolean free;
  /** The event index at which the chunk last became free (its cache hotness). */
  long freedAt;

  Chunk(long start, long size, boolean free, long freedAt) {
    this.start = start;
    this.size = size;
    this.free = free;
    this.freedAt = freedAt;
  }

  long end() {
    return start + size;
  }
}
