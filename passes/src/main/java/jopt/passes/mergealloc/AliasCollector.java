package jopt.passes.mergealloc;

import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * Stage 0 of merge-alloc: which allocations each memref value of a function may point into.
 * The default asks the shared {@link jopt.passes.analysis.BufferViewFlowAnalysis#allocationsOf}.
 */
@FunctionalInterface
public interface AliasCollector {
  /** The analysis of {@code func}: for a value, the alloc ops it may alias. */
  Aliases analyze(Operation func);

  @FunctionalInterface
  interface Aliases {
    Set<Operation> allocsOf(Value v);
  }
}
