package jopt.interpreter.semantics;

/**
 * jopt's semantics: a registry with every dialect's ops ({@code register} of each semantics
 * class), MLIR's runner utilities as external functions, and linalg's structured ops run over
 * their iteration space. It interprets everything; {@code Compilation.defaults()} adds the
 * compiler. Kept apart from {@link SemanticsRegistry} so that the registry does not name the
 * classes that register into it.
 */
public final class DefaultSemantics {
  private DefaultSemantics() {}

  public static SemanticsRegistry registry() {
    return new SemanticsRegistry().fillOnce(r -> {
      ArithSemantics.register(r);
      ArithCastSemantics.register(r);
      AffineSemantics.register(r);
      IndexSemantics.register(r);
      UBSemantics.register(r);
      LlvmBitcastSemantics.register(r);
      LlvmDescriptorSemantics.register(r);
      MemRefAtomicAndScopeSemantics.register(r);
      LinalgSoftmaxSemantics.register(r);
      MathSemantics.register(r);
      FuncSemantics.register(r);
      MemRefSemantics.register(r);
      ScfSemantics.register(r);
      LinalgSemantics.register(r);
      VectorSemantics.register(r);
      VectorReductionSemantics.register(r);
      VectorMemorySemantics.register(r);
      VectorPrint.register(r);
      BufferizationSemantics.register(r);
      DeallocationSemantics.register(r);
      TestSemantics.register(r);
      RunnerUtils.register(r);
    }).registerStructured(LinalgSemantics::structured);
  }
}
