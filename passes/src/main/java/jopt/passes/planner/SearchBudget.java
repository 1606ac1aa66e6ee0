package jopt.passes.planner;

/** How long a search may run: a number of search nodes and a deadline, whichever comes first. */
final class SearchBudget {
  private final long nodeLimit;
  private final long deadline;
  private long nodes;
  private boolean exhausted;

  SearchBudget(long nodeLimit, long deadlineNanos) {
    this.nodeLimit = nodeLimit;
    this.deadline = deadlineNanos;
  }

  /** Counts a node; false once the budget is spent. */
  boolean tick() {
    if (exhausted) {
      return false;
    }
    nodes++;
    if (nodes > nodeLimit || ((nodes & 1023) == 0 && PlannerClock.now() - deadline > 0)) {
      exhausted = true;
    }
    return !exhausted;
  }

  /** A budget of at most {@code maxNodes} of the nodes left here, to the same deadline. */
  SearchBudget child(long maxNodes) {
    return new SearchBudget(Math.max(0, Math.min(maxNodes, nodeLimit - nodes)), deadline);
  }

  /** Counts nodes spent elsewhere (a child's). */
  void charge(long spent) {
    nodes += spent;
    if (nodes > nodeLimit) {
      exhausted = true;
    }
  }

  boolean exhausted() {
    return exhausted;
  }

  long nodes() {
    return nodes;
  }
}
