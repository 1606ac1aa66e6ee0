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
    return List.of(new ConditionOp.Def(), new ExecuteRegionOp.Def(), new ForOp.Def(), new ForallOp.Def(),
        new InParallelOp.Def(), new IfOp.Def(), new IndexSwitchOp.Def(), new ParallelOp.Def(), new ReduceOp.Def(),
        new ReduceReturnOp.Def(), new WhileOp.Def(), new YieldOp.Def());
  }
}
