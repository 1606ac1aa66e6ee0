package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.bufferization.DeallocOp;
import jopt.ir.Operation;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR's {@code bufferization-lower-deallocations}: every bufferization.dealloc becomes
 * memref.dealloc ops under scf.if ({@link DeallocLowering}), a partial dialect conversion with
 * bufferization.dealloc illegal. On a module, each symbol table with a dealloc of several memrefs
 * first gets a {@code dealloc_helper} function; on a function such a dealloc cannot be lowered
 * (MLIR's two errors, and the input is left as it was).
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
    if (!DeallocationLoweringPatterns.lower(getOperation(),
        DeallocationLoweringPatterns.target().addIllegalOp(DeallocOp.SPEC), false)) {
      signalPassFailure();
    }
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
