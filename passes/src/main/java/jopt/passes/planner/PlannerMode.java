package jopt.passes.planner;

/**
 * merge-alloc's planner-options: the default cost model, best size fit, or the smallest total
 * an exact search finds within a time limit ({@link OptimalPlanner}).
 */
public enum PlannerMode {
  COST_MODEL("cost-model"),
  SIZE_FIRST("size-first"),
  OPTIMAL("optimal");

  private final String optionValue;

  PlannerMode(String optionValue) {
    this.optionValue = optionValue;
  }

  /** The value of {@code planner-options} that selects this mode. */
  public String optionValue() {
    return optionValue;
  }

  /** The mode a {@code planner-options} value selects, or null if none does. */
  public static PlannerMode fromOptionValue(String value) {
    for (PlannerMode m : values()) {
      if (m.optionValue.equals(value)) {
        return m;
      }
    }
    return null;
  }
}
