package jopt.passes.mergealloc.stages;

import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.passes.planner.MemoryTrace;

/**
 * The lifetimes of the mergeable allocations of one allocation scope (a block) and memory
 * space: their inclusive tick intervals, the linearized trace, and which alloc op each buffer
 * id stands for. The seed's LifetimeTrace leaves the rest to the collector: precise merge-alloc's
 * analysis puts what it found about the scope in {@code model} (null for the seed's collector),
 * which the later stages only read.
 */
public record LifetimeTrace(Block scope, Attribute memorySpace,
    List<MemoryTrace.Interval> intervals, Map<Long, Operation> allocs, ScopeModel model) {
  public LifetimeTrace(Block scope, Attribute memorySpace, List<MemoryTrace.Interval> intervals,
      Map<Long, Operation> allocs) {
    this(scope, memorySpace, intervals, allocs, null);
  }

  public MemoryTrace trace() {
    return MemoryTrace.fromIntervals(intervals);
  }
}
