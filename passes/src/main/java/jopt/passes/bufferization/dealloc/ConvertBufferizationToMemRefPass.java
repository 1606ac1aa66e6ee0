package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.bufferization.CloneOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.builtin.ModuleOp;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR's {@code convert-bufferization-to-memref}: bufferization.clone becomes an allocation and a
 * copy ({@link CloneLowering}), bufferization.dealloc is lowered as by
 * bufferization-lower-deallocations ({@link DeallocLowering}, with the same helper functions); any
 * other bufferization op is illegal. An op that cannot be lowered fails the pass with the dialect
 * conversion's error, and the input is left as it was.
 */
public final class ConvertBufferizationToMemRefPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("convert-bufferization-to-memref",
      "Convert operations from the Bufferization dialect to the MemRef dialect", null,
      ConvertBufferizationToMemRefPass::new);

  public ConvertBufferizationToMemRefPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation root = getOperation();
    if (!ModuleOp.SPEC.isa(root) && root.getInterface(FunctionOpInterface.class) == null) {
      getContext().getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR, root.getLoc(),
          "root operation must be a builtin.module or a function"));
      signalPassFailure();
      return;
    }
    boolean module = ModuleOp.SPEC.isa(root);
    List<Operation> toLower = new ArrayList<>();
    root.walkPreOrder(op -> {
      if (op != root && op.getDialectNamespace().equals("bufferization")) {
        toLower.add(op);
      }
    });
    Map<Operation, Boolean> tablesWithHelper = new LinkedHashMap<>();
    if (module) {
      for (DeallocOp d : LowerDeallocationsPass.deallocsInPostOrder(root)) {
        if (DeallocLowering.needsHelper(d)) {
          tablesWithHelper.put(d.getOperation().getParentWithTrait(Traits.SymbolTable.class), true);
        }
      }
    }
    for (Operation op : toLower) {
      if (CloneOp.SPEC.isa(op)) {
        if (!CloneLowering.canLower(CloneOp.of(op))) {
          LowerDeallocationsPass.reportIllegal(op);
          signalPassFailure();
          return;
        }
      } else if (DeallocOp.SPEC.isa(op)) {
        if (DeallocLowering.needsHelper(DeallocOp.of(op))
            && !tablesWithHelper.containsKey(op.getParentWithTrait(Traits.SymbolTable.class))) {
          LowerDeallocationsPass.reportMissingHelper(op);
          signalPassFailure();
          return;
        }
      } else {
        LowerDeallocationsPass.reportIllegal(op);
        signalPassFailure();
        return;
      }
    }
    Map<Operation, Operation> helpers = new LinkedHashMap<>();
    for (Operation table : tablesWithHelper.keySet()) {
      helpers.put(table, DeallocLowering.buildHelper(root.getLoc(), table));
    }
    for (Operation op : toLower) {
      if (CloneOp.SPEC.isa(op)) {
        CloneLowering.lower(CloneOp.of(op));
      } else {
        DeallocLowering.lower(DeallocOp.of(op), helpers.get(op.getParentWithTrait(Traits.SymbolTable.class)));
      }
    }
  }
}
