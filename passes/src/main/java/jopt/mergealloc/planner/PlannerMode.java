package jopt.mergealloc.planner;

/** merge-alloc's planner-options: the default cost model, or best size fit. */
public enum PlannerMode {
  COST_MODEL,
  SIZE_FIRST
}
