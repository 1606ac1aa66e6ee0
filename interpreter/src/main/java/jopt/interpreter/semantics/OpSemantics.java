package jopt.interpreter.semantics;

import jopt.ir.Operation;

/**
 * How one op executes: reads its operands from the {@link Execution}, sets its results, runs
 * its regions. Branch terminators call {@link Execution#branch}; other terminators need no
 * semantics (the region runner returns their operands to the op owning the region).
 */
@FunctionalInterface
public interface OpSemantics {
  void execute(Operation op, Execution ex);
}
