package jopt.passes.memopt;

import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * {@code jopt-decompose-concat} (jopt's own, on tensors before eliminate-empty-tensors): every
 * {@code tensor.concat} of static shapes becomes an empty tensor and insertions placed so that
 * the inputs' producers can write into the joined buffer ({@link DecomposeConcat}).
 */
public final class DecomposeConcatPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-decompose-concat",
      "Decompose tensor.concat into tensor.empty and tensor.insert_slice, placed for memory",
      null, DecomposeConcatPass::new);

  public DecomposeConcatPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    new DecomposeConcat().run(getOperation());
  }
}
