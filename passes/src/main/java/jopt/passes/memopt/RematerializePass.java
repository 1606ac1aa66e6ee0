package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code jopt-rematerialize} (jopt's own, on tensors before One-Shot Bufferize): a cheap value,
 * a fill or (option {@code broadcasts}, default true) a broadcast of a weight into a
 * {@code tensor.empty}, shared by several ops or made long before its use, is made again right
 * before each user ({@link Rematerialize}), so each user writes its own short-lived buffer in
 * place instead of a copy of one held across them all; a {@code tensor.empty} read by several ops
 * likewise.
 */
public final class RematerializePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-rematerialize",
      "Remake a shared or early fill (or broadcast of a weight) right before each of its users",
      null, RematerializePass::new);

  private final PassOption<Boolean> broadcasts = option(PassOption.ofBool("broadcasts",
      "Also remake ops that only read weights and scalars (a bias broadcast), not only fills", true));

  public RematerializePass() {
    super(INFO);
  }

  /** {@code jopt-rematerialize{broadcasts=false}}: shared allocations and fills only. */
  static RematerializePass fillsOnly() {
    RematerializePass pass = new RematerializePass();
    pass.broadcasts.setValue(false);
    return pass;
  }

  @Override
  protected void runOnOperation() {
    new Rematerialize(broadcasts.getValue()).run(getOperation());
  }
}
