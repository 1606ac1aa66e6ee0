package jopt.passes;

import jopt.pass.PassRegistry;
import jopt.transforms.Canonicalizer;

/** Registers every pass jopt ships, as the dialects' {@code Dialects.registerAll} does for ops. */
public final class Passes {
  private Passes() {}

  public static PassRegistry registerAll(PassRegistry registry) {
    registry.register(Canonicalizer.INFO);
    return registry;
  }

  /** A new registry with every built-in pass. */
  public static PassRegistry createRegistry() {
    return registerAll(new PassRegistry());
  }
}
