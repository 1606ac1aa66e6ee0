package jopt.dialects.scf;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The structured control flow dialect. */
public final class SCFDialect extends Dialect {
  public SCFDialect() {
    super("scf");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new ForOp(), new IfOp(), new WhileOp(), new ConditionOp(), new YieldOp(),
        new ExecuteRegionOp(), new ForallOp(), new InParallelOp(), new ParallelOp(), new ReduceOp(),
        new ReduceReturnOp());
  }
}
