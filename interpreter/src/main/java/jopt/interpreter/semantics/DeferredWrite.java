package jopt.interpreter.semantics;

import jopt.ir.Operation;

/**
 * An op's output whose computing was put off until the op that reads it ({@link #consumer}),
 * which may compute it on its way instead (compile.ElementwiseChain): the op's checks ran and
 * its output is marked written at its own step. Any other op the run executes first, but for
 * those that touch no memory's bytes ({@link Execution#passesDeferred}), has it written first.
 */
public interface DeferredWrite {
  /** The op that reads the output. */
  Operation consumer();

  /** Writes the output's bytes, as the op would have. */
  void materialize(Execution ex);
}
