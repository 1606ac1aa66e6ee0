package jopt.passes.graphplan;

import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlannerMode;

/** The knobs of graph-memory-plan. */
public record GraphPlanOptions(boolean noopOptim, boolean runtimeOptim, PhysicalLayout layout,
    long alignment, PlannerMode plannerMode, long optimalTimeLimitMillis) {
  public GraphPlanOptions(boolean noopOptim, boolean runtimeOptim, PhysicalLayout layout,
      long alignment, PlannerMode plannerMode) {
    this(noopOptim, runtimeOptim, layout, alignment, plannerMode,
        OptimalPlanner.DEFAULT_TIME_LIMIT_MS);
  }

  public static final GraphPlanOptions DEFAULT =
      new GraphPlanOptions(true, true, PhysicalLayout.SEED, 64, PlannerMode.COST_MODEL);
}
