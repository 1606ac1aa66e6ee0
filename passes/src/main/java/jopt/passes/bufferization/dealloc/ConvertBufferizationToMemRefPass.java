package jopt.passes.bufferization.dealloc;

import java.util.List;
import java.util.Map;
import jopt.dialects.builtin.ModuleOp;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;
import jopt.ir.conversion.DialectConversion;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * MLIR's {@code convert-bufferization-to-memref}: a partial dialect conversion with the
 * bufferization dialect illegal. bufferization.clone becomes an allocation and a copy ({@link
 * CloneLowering}), bufferization.dealloc is lowered as by bufferization-lower-deallocations
 * ({@link DeallocLowering}, with the same helper functions); any other bufferization op has no
 * pattern. An op that cannot be lowered fails the pass with the conversion's error, and the input
 * is left as it was (the helper functions built for it removed again).
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
    Map<Operation, Operation> helpers = ModuleOp.SPEC.isa(root)
        ? DeallocationLoweringPatterns.buildHelpers(root, root.getLoc()) : Map.of();
    FrozenPatternSet patterns = new FrozenPatternSet(List.of(new DeallocationLoweringPatterns.LowerClone(),
        new DeallocationLoweringPatterns.LowerDealloc(helpers)));
    if (!DialectConversion.applyPartialConversion(root,
        DeallocationLoweringPatterns.target().addIllegalDialect("bufferization").build(), patterns)) {
      for (Operation helper : helpers.values()) {
        helper.erase();
      }
      signalPassFailure();
    }
  }
}
