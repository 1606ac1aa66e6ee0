package jopt.interpreter.semantics;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;

/**
 * What the semantics ask of the bytecode compiler: to run a hot loop nest or structured op
 * compiled. The compile layer implements it and the registry holds it
 * ({@link SemanticsRegistry#compiler}), so that the semantics do not depend on the compiler.
 * Each answers false when it does not run the op (too cold, not compilable, a check that fails
 * first), and the op is interpreted; {@link #NONE} interprets everything.
 */
public interface CompiledRunner {
  CompiledRunner NONE = new CompiledRunner() {
    @Override
    public boolean runLoopNest(Operation forOp, Execution ex) {
      return false;
    }

    @Override
    public boolean runStructured(Operation op, Execution ex, StructuredRun run) {
      return false;
    }
  };

  /** Runs the scf.for {@code forOp} and the loops in it compiled. */
  boolean runLoopNest(Operation forOp, Execution ex);

  /** Runs linalg structured op {@code op} over its iteration space compiled. */
  boolean runStructured(Operation op, Execution ex, StructuredRun run);

  /**
   * A structured op's run: its operands and their values, indexing maps, loop ranges (of its
   * {@code loops} loops), how many operands are inputs and which operands the body reads.
   */
  record StructuredRun(List<Value> operands, Object[] values, List<AffineMap> maps,
      long[] ranges, int loops, int numInputs, boolean[] reads) {}
}
