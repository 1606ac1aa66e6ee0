package jopt.passes.planner;

import java.util.Map;

/** A plan: the size of the merged buffer and the byte offset of each buffer in it. */
public record MemorySchedule(long totalSize, Map<Long, Long> offsets) {
  public MemorySchedule {
    offsets = Map.copyOf(offsets);
  }
}
