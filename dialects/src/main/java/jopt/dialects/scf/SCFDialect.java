package jopt.dialects.scf;

import java.util.List;
import jopt.ir.Dialect;
import jopt.ir.OpDefinition;

/** The structured control flow dialect. */
public final class SCFDialect extends Dialect {
  /** Made one by one, when first looked up (see {@link Dialect#getOperationNames}). */
  private static final List<String> OPERATION_NAMES = List.of(
      "scf.condition",
      "scf.execute_region",
      "scf.for",
      "scf.forall",
      "scf.forall.in_parallel",
      "scf.if",
      "scf.index_switch",
      "scf.parallel",
      "scf.reduce",
      "scf.reduce.return",
      "scf.while",
      "scf.yield");

  public SCFDialect() {
    super("scf", OPERATION_NAMES);
  }

  @Override
  public OpDefinition createOperation(String name) {
    return switch (name) {
      case "scf.condition" -> new ConditionOp.Def();
      case "scf.execute_region" -> new ExecuteRegionOp.Def();
      case "scf.for" -> new ForOp.Def();
      case "scf.forall" -> new ForallOp.Def();
      case "scf.forall.in_parallel" -> new InParallelOp.Def();
      case "scf.if" -> new IfOp.Def();
      case "scf.index_switch" -> new IndexSwitchOp.Def();
      case "scf.parallel" -> new ParallelOp.Def();
      case "scf.reduce" -> new ReduceOp.Def();
      case "scf.reduce.return" -> new ReduceReturnOp.Def();
      case "scf.while" -> new WhileOp.Def();
      case "scf.yield" -> new YieldOp.Def();
      default -> null;
    };
  }

  /** As MLIR's: every op of the dialect may be inlined, and any region into its ops' regions. */
  @Override
  public jopt.ir.interfaces.DialectInlinerInterface getInlinerInterface() {
    return jopt.ir.interfaces.LegalInlining.OPS_AND_REGIONS;
  }
}
