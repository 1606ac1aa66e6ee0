package jopt.mergealloc.planner;

/**
 * merge-alloc's planner-options: the default cost model, best size fit, or the smallest total
 * an exact search finds within a time limit ({@link OptimalPlanner}).
 */
public enum PlannerMode {
  COST_MODEL,
  SIZE_FIRST,
  OPTIMAL
}
