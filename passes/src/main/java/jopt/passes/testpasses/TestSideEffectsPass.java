package jopt.passes.testpasses;

import java.util.List;
import jopt.dialects.builtin.ModuleOp;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR's test-side-effects: a remark per memory effect every op declares (a pure op declares
 * none: "operation has no memory effects"), terminators aside, so that the effects jopt gives
 * an op can be compared with mlir-opt's.
 */
public final class TestSideEffectsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-side-effects",
      "Test side effects interfaces", ModuleOp.NAME, TestSideEffectsPass::new);

  public TestSideEffectsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    getOperation().walk((Operation op) -> {
      MemoryEffects me = op.getInterface(MemoryEffects.class);
      boolean pure = op.hasTrait(Traits.Pure.class);
      if ((me == null && !pure) || op.hasTrait(Traits.IsTerminator.class)) {
        return;
      }
      List<MemoryEffects.Effect> effects = me == null ? List.of() : me.getEffects(op);
      if (effects.isEmpty()) {
        op.emitRemark("operation has no memory effects");
        return;
      }
      for (MemoryEffects.Effect e : effects) {
        op.emitRemark("found an instance of '" + e.kind().name().toLowerCase() + "'"
            + on(op, e.value()) + " on resource '" + e.resource().mlirName() + "'");
      }
    });
  }

  /** " on op operand N," / " on op result N," for the value an effect acts on. */
  private static String on(Operation op, Value v) {
    if (v == null) {
      return "";
    }
    if (v.getDefiningOp() == op) {
      return " on op result " + op.getResults().indexOf(v) + ",";
    }
    int i = op.getOperands().indexOf(v);
    return i >= 0 ? " on op operand " + i + "," : " on block argument,";
  }
}
