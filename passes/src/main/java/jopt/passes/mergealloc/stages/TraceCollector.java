package jopt.passes.mergealloc.stages;

import java.util.List;
import jopt.ir.Operation;

/**
 * Stage 1 of merge-alloc (the seed's TraceCollectorFunc): finds the mergeable allocations of a
 * function and their lifetimes, per allocation scope and memory space. Throws
 * {@link MergeAllocException} for IR it cannot analyze.
 */
@FunctionalInterface
public interface TraceCollector {
  List<LifetimeTrace> collect(Operation func, MergeAllocOptions options);
}
