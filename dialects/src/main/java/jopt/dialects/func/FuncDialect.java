package jopt.dialects.func;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The func dialect: functions, calls and returns. */
public final class FuncDialect extends Dialect {
  public FuncDialect() {
    super("func");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new FuncOp.Def(), new ReturnOp.Def(), new CallOp.Def(), new CallIndirectOp.Def(),
        new ConstantOp.Def());
  }
}
