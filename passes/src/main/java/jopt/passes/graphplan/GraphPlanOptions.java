package jopt.passes.graphplan;

import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;

/**
 * The knobs of graph-memory-plan. {@code strictRuntimeRules}: a runtime op whose layout breaks
 * the runtime seed's conditions is an error (the seed) rather than a copy; {@code preallocateIo}:
 * the function's arguments and results without a {@code graph.address} are pre-allocated in the
 * caller's memory, one after another (the seed's subgraph inputs and outputs);
 * {@code stridedTransposes}: every Transpose is a noop (the runtime reads its result through
 * strides, as the seed's Transpose_noop), not only those that move no data;
 * {@code inPlaceOptim}: an element-wise result takes the buffer of a dead operand of its shape
 * (jopt's own rule).
 */
public record GraphPlanOptions(boolean noopOptim, boolean runtimeOptim, PhysicalLayout layout,
    long alignment, PlannerMode plannerMode, long optimalTimeLimitMillis,
    boolean strictRuntimeRules, boolean preallocateIo, boolean stridedTransposes,
    boolean inPlaceOptim) {
  /**
   * The seeds' rules: strict, arguments and results in the arena unless given addresses, every
   * Transpose a noop.
   */
  public GraphPlanOptions(boolean noopOptim, boolean runtimeOptim, PhysicalLayout layout,
      long alignment, PlannerMode plannerMode, long optimalTimeLimitMillis) {
    this(noopOptim, runtimeOptim, layout, alignment, plannerMode, optimalTimeLimitMillis, true,
        false, true, false);
  }

  public GraphPlanOptions(boolean noopOptim, boolean runtimeOptim, PhysicalLayout layout,
      long alignment, PlannerMode plannerMode) {
    this(noopOptim, runtimeOptim, layout, alignment, plannerMode,
        OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
  }

  /** The pass's defaults: the graph's own layout, copies where a rule fails, I/O pre-allocated. */
  public static final GraphPlanOptions DEFAULT = new GraphPlanOptions(true, true,
      PhysicalLayout.GRAPH, 64, PlannerMode.COST_MODEL, OptimalPlanner.DEFAULT_TIME_LIMIT_MS,
      false, true, false, false);
}
