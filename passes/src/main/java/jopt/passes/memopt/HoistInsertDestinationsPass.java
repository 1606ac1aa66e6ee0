package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-hoist-insert-destinations} (jopt's own memory-aware reordering, on tensors before
 * eliminate-empty-tensors): the filled destination of a subset insertion (a decomposed
 * {@code tensor.pad}) moves before the allocation its source is computed in place from
 * ({@link HoistInsertDestinations}), so eliminate-empty-tensors can make that chain write into
 * the destination directly.
 */
public final class HoistInsertDestinationsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-hoist-insert-destinations",
      "Move the filled destination of a subset insertion before the allocation of its source",
      null, HoistInsertDestinationsPass::new);

  public HoistInsertDestinationsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new HoistInsertDestinations().run(getOperation());
  }
}
