package jopt.dialects.cf;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The cf dialect: unstructured control flow between blocks. */
public final class ControlFlowDialect extends Dialect {
  public ControlFlowDialect() {
    super("cf");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new AssertOp.Def(), new BranchOp.Def(), new CondBranchOp.Def(), new SwitchOp.Def());
  }

  /** As MLIR's: every op of the dialect may be inlined. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS;
  }
}
