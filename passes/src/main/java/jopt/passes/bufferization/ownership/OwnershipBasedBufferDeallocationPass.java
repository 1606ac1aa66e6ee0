package jopt.passes.bufferization.ownership;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * MLIR's {@code ownership-based-buffer-deallocation}: every function with a body, in walk order,
 * gets the bufferization.dealloc ops that free its buffers ({@link BufferDeallocation}). Stops
 * at the first function it cannot handle, with MLIR's diagnostic, and then leaves its input as
 * it was.
 */
public final class OwnershipBasedBufferDeallocationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("ownership-based-buffer-deallocation",
      "Adds all required dealloc operations for all allocations in the input program", null,
      OwnershipBasedBufferDeallocationPass::new);

  private final PassOption<Boolean> privateFunctionDynamicOwnership = option(PassOption.ofBool(
      "private-function-dynamic-ownership",
      "Allows to add additional arguments to private functions to dynamically pass ownership of "
          + "memrefs to callees. This can enable earlier deallocations.",
      false));

  public OwnershipBasedBufferDeallocationPass() {
    super(INFO);
  }

  /** A pass with the option set, as the pipeline creates it. */
  public static OwnershipBasedBufferDeallocationPass create(boolean privateFunctionDynamicOwnership) {
    OwnershipBasedBufferDeallocationPass p = new OwnershipBasedBufferDeallocationPass();
    p.privateFunctionDynamicOwnership.setValue(privateFunctionDynamicOwnership);
    return p;
  }

  @Override
  protected void runOnOperation() {
    Operation root = getOperation();
    List<Operation> functions = new ArrayList<>();
    root.walk((Operation op) -> {
      FunctionOpInterface fn = op.getInterface(FunctionOpInterface.class);
      if (fn != null && !fn.isExternal(op)) {
        functions.add(op);
      }
    });
    if (functions.isEmpty()) {
      return;
    }
    Operation backup = root.clone(getContext(), new HashMap<>());
    DeallocationOptions options = new DeallocationOptions(privateFunctionDynamicOwnership.getValue());
    DeallocationModels models = DeallocationModels.builtin();
    for (Operation f : functions) {
      if (!new BufferDeallocation(f, options, models).deallocate(f)) {
        restore(root, backup);
        signalPassFailure();
        return;
      }
    }
  }

  /** Puts the regions and attributes of {@code backup} back into {@code root}. */
  private static void restore(Operation root, Operation backup) {
    root.setAttrDictionary(backup.getAttrDictionary());
    for (int i = 0; i < root.getNumRegions(); i++) {
      Region r = root.getRegion(i);
      r.dropAllReferences();
      for (Block b : new ArrayList<>(r.getBlocks())) {
        b.erase();
      }
      r.takeBody(backup.getRegion(i));
    }
  }
}
