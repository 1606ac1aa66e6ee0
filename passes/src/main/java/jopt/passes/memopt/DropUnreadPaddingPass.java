package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-drop-unread-padding} (jopt's own, on tensors): a {@code tensor.pad} whose padding no
 * user reads (every user a structured op whose reads stay inside the source) is replaced by its
 * source ({@link DropUnreadPadding}): no padded copy. Results are bit-equal.
 */
public final class DropUnreadPaddingPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-drop-unread-padding",
      "Replace a tensor.pad whose padding no structured user reads by its source",
      null, DropUnreadPaddingPass::new);

  public DropUnreadPaddingPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new DropUnreadPadding().run(getOperation());
  }
}
