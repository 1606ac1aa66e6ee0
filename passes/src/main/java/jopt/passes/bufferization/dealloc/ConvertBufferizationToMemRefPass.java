package jopt.passes.bufferization.dealloc;

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
    if (!DeallocationLoweringPatterns.lower(getOperation(),
        DeallocationLoweringPatterns.target().addIllegalDialect("bufferization"), true)) {
      signalPassFailure();
    }
  }
}
