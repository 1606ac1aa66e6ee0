package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code jopt-reuse-destination} (jopt's own, on tensors before One-Shot Bufferize): an
 * elementwise structured op writes into an input it is the last user of, of the same type and
 * read through the same permutation map, instead of a fresh {@code tensor.empty}
 * ({@link ReuseDestination}); One-Shot Bufferize then reuses that input's buffer in place.
 * Option {@code fresh-inits-only} (default true): only inits that bufferize to a new allocation
 * are replaced; false also replaces any init the body does not read. Per-element arithmetic is
 * unchanged: results are bit-equal.
 */
public final class ReuseDestinationPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-reuse-destination",
      "Make an elementwise op write into a dead input of the same type (in-place destination)",
      null, ReuseDestinationPass::new);

  private final PassOption<Boolean> freshInitsOnly = option(PassOption.ofBool("fresh-inits-only",
      "Replace only inits that bufferize to a new allocation (tensor.empty)", true));

  public ReuseDestinationPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new ReuseDestination(freshInitsOnly.getValue()).run(getOperation());
  }
}
