package jopt.passes.testpasses;

import jopt.dialects.memref.DeallocOp;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * test-memory-faults: a deliberately wrong memory pass, so that the reference interpreter and
 * the differential fuzz harness can show they catch what a buggy pass does. It rewrites every
 * {@code memref.dealloc}: {@code drop-free} erases it (leaks), {@code double-free} duplicates
 * it, {@code early-free} moves it right after its operand's definition (use after free when
 * the buffer is used later).
 */
public final class TestMemoryFaultsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("test-memory-faults",
      "Test pass that breaks deallocations on purpose (to test the interpreter)", null,
      TestMemoryFaultsPass::new);

  private final PassOption<String> fault = option(PassOption.ofEnum("fault",
      "What to break", "drop-free", List.of("drop-free", "double-free", "early-free"),
      List.of("Erase deallocations", "Duplicate deallocations",
          "Free right after the allocation")));

  public TestMemoryFaultsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    List<Operation> deallocs = new ArrayList<>();
    getOperation().walk(op -> {
      if (DeallocOp.SPEC.isa(op)) {
        deallocs.add(op);
      }
    });
    for (Operation d : deallocs) {
      switch (fault.getValue()) {
        case "drop-free" -> d.erase();
        case "double-free" -> d.getBlock().insertAfter(d, d.clone(getContext(),
            new java.util.HashMap<>()));
        default -> {
          Value m = d.getOperand(0);
          Operation def = m.getDefiningOp();
          if (def != null && def.getBlock() == d.getBlock()) {
            d.moveAfter(def);
          }
        }
      }
    }
  }
}
