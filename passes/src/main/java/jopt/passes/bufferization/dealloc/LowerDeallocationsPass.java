package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.builtin.ModuleOp;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR's {@code bufferization-lower-deallocations}: every bufferization.dealloc becomes
 * memref.dealloc ops under scf.if ({@link DeallocLowering}). On a module, each symbol table with a
 * dealloc of several memrefs first gets a {@code dealloc_helper} function; on a function such a
 * dealloc cannot be lowered (MLIR's two errors, and the input is left as it was).
 */
public final class LowerDeallocationsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("bufferization-lower-deallocations",
      "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations", null,
      LowerDeallocationsPass::new);

  public LowerDeallocationsPass() {
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
    List<DeallocOp> deallocs = deallocsInPreOrder(root);
    Map<Operation, Operation> helpers = new LinkedHashMap<>();
    if (ModuleOp.SPEC.isa(root)) {
      for (DeallocOp d : deallocsInPostOrder(root)) {
        Operation table = d.getOperation().getParentWithTrait(Traits.SymbolTable.class);
        if (DeallocLowering.needsHelper(d) && !helpers.containsKey(table)) {
          helpers.put(table, DeallocLowering.buildHelper(root.getLoc(), table));
        }
      }
    }
    for (DeallocOp d : deallocs) {
      Operation table = d.getOperation().getParentWithTrait(Traits.SymbolTable.class);
      if (DeallocLowering.needsHelper(d) && !helpers.containsKey(table)) {
        reportMissingHelper(d.getOperation());
        signalPassFailure();
        return;
      }
    }
    for (DeallocOp d : deallocs) {
      Operation table = d.getOperation().getParentWithTrait(Traits.SymbolTable.class);
      DeallocLowering.lower(d, helpers.get(table));
    }
  }

  /** MLIR's pattern error, then the conversion's. */
  static void reportMissingHelper(Operation op) {
    op.emitError("library function required for generic lowering, but cannot be automatically "
        + "inserted when operating on functions");
    reportIllegal(op);
  }

  /** The error of a dialect conversion that could not lower {@code op}. */
  static void reportIllegal(Operation op) {
    op.emitError("failed to legalize operation '" + op.getName() + "' that was explicitly marked illegal");
  }

  static List<DeallocOp> deallocsInPreOrder(Operation root) {
    List<DeallocOp> out = new ArrayList<>();
    root.walkPreOrder(op -> {
      if (DeallocOp.SPEC.isa(op)) {
        out.add(DeallocOp.of(op));
      }
    });
    return out;
  }

  static List<DeallocOp> deallocsInPostOrder(Operation root) {
    List<DeallocOp> out = new ArrayList<>();
    root.walk((Operation op) -> {
      if (DeallocOp.SPEC.isa(op)) {
        out.add(DeallocOp.of(op));
      }
    });
    return out;
  }
}
