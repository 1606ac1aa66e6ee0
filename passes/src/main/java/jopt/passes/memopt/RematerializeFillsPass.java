package jopt.passes.memopt;

import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * {@code jopt-rematerialize-fills} (jopt's own, on tensors before One-Shot Bufferize): a fill of
 * a {@code tensor.empty} shared by several ops, or made long before its use, is made again right
 * before each user ({@link RematerializeFills}), so each user writes its own short-lived buffer
 * in place instead of a copy of one held across them all.
 */
public final class RematerializeFillsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-rematerialize-fills",
      "Remake a shared or early fill of an empty tensor right before each of its users",
      null, RematerializeFillsPass::new);

  public RematerializeFillsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new RematerializeFills().run(getOperation());
  }
}
