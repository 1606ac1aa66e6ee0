package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-split-padded-convolution} (jopt's own, on tensors): a {@code tensor.pad} read by
 * convolutions or poolings goes; each reader is split into an interior tile that reads the
 * unpadded source through an {@code extract_slice} and border tiles that read small padded slabs
 * of it ({@link SplitPaddedConvolution}). Results are bit-equal.
 */
public final class SplitPaddedConvolutionPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-split-padded-convolution",
      "Split the structured readers of a tensor.pad into an interior tile on the unpadded source "
          + "and border tiles on small padded slabs, so that the padded copy is not made",
      null, SplitPaddedConvolutionPass::new);

  public SplitPaddedConvolutionPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new SplitPaddedConvolution().run(getOperation());
  }
}
