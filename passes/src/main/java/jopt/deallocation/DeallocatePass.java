package jopt.deallocation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * hlo-deallocate: MLIR-HLO's ownership-based deallocation on fully bufferized IR. Anchored on
 * the module: every function with a body gets an ownership result per memref result (so a
 * function returning an argument hands its caller a null indicator instead of a double free),
 * and every call of it receives them.
 */
public final class DeallocatePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-deallocate",
      "Inserts deallocation ops with ownership indicators (MLIR-HLO)", "builtin.module",
      DeallocatePass::new);

  public DeallocatePass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    List<Operation> functions = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>();
    for (Operation op : getOperation().getRegion(0).front().getOpList()) {
      if (op.getName().equals("func.func") && !op.getRegion(0).isEmpty()) {
        functions.add(op);
        if (op.getAttr("sym_name") instanceof StringAttr s) {
          names.add(s.getValue());
        }
      }
    }
    try {
      for (Operation f : functions) {
        new Deallocator(getContext(), names).transformFunction(f);
      }
    } catch (DeallocationException e) {
      e.op.emitError(e.getMessage());
      signalPassFailure();
    }
  }
}
