package jopt.passes.graphplan;

import jopt.ir.Operation;

/** A graph the planner must reject, with the op to report it at. */
final class GraphPlanException extends Exception {
  private final transient Operation op;

  GraphPlanException(Operation op, String message) {
    super(message);
    this.op = op;
  }

  Operation getOp() {
    return op;
  }
}
