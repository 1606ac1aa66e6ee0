package jopt.passes.testpasses;

import jopt.passmanager.PassRegistry;

/** The test passes of MLIR's test library that jopt's lit tests use (as mlir-opt has them). */
public final class TestPasses {
  private TestPasses() {}

  public static PassRegistry registerAll(PassRegistry registry) {
    return registry.register(TestOptionsPass.INFO)
        .register(TestFunctionPass.INFO)
        .register(TestModulePass.INFO)
        .register(TestFailurePass.INFO)
        .register(TestMemoryFaultsPass.INFO)
        .register(DeallocationAnnotationPass.INFO)
        .register(TestSideEffectsPass.INFO)
        .register(TestLinalgElementwiseFusionPass.INFO)
        .register(TestLinalgTransformPatternsPass.INFO);
  }
}
