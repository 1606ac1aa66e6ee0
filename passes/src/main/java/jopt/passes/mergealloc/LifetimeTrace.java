package jopt.passes.mergealloc;

import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.passes.planner.MemoryTrace;

/**
 * The lifetimes of the mergeable allocations of one allocation scope (a block) and memory
 * space: their inclusive tick intervals, the linearized trace, and which alloc op each buffer
 * id stands for.
 */
public record LifetimeTrace(Block scope, Attribute memorySpace,
    List<MemoryTrace.Interval> intervals, Map<Long, Operation> allocs) {
  public MemoryTrace trace() {
    return MemoryTrace.fromIntervals(intervals);
  }
}
