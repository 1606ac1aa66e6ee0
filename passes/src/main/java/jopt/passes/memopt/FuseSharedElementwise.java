package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.GenericOp;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.passes.linalg.ElementwiseOpFusion;

/**
 * Elementwise fusion of a producer with several users, which upstream's
 * {@code linalg-fuse-elementwise-ops} leaves (its control function asks for one use): an
 * all-parallel generic read by at most {@code maxUsers} generics of its block, each able to take
 * it ({@link ElementwiseOpFusion#areElementwiseOpsFusable}), is cloned for each user and fused
 * into it, so that no buffer holds its result (Llama's RMSNorm, read by the gate and the up
 * projections). Its inputs then live until its last user: taken only when the bytes of the inputs
 * whose life this extends (not constants or arguments, not read after the last user anyway) are
 * fewer than the result's. Each user computes the producer's elements again, with the same
 * arithmetic: bit-equal results, more work.
 */
final class FuseSharedElementwise extends OpRewritePattern<GenericOp> {
  private final int maxUsers;
  private final FusionMemory memory = new FusionMemory();

  FuseSharedElementwise(int maxUsers) {
    super(GenericOp.SPEC, GenericOp::of);
    this.maxUsers = maxUsers;
  }

  @Override
  public boolean matchAndRewrite(GenericOp generic, PatternRewriter rewriter) {
    Operation producer = generic.getOperation();
    if (producer.getNumResults() != 1 || producer.hasOneUse() || producer.use_empty()) {
      return false;
    }
    List<OpOperand> uses = fusableUses(producer);
    if (uses == null || !saves(producer, uses)) {
      return false;
    }
    for (OpOperand use : uses) {
      fuseInto(producer, use, rewriter);
    }
    rewriter.eraseOp(producer);
    return true;
  }

  /** The uses of {@code producer}, by distinct generics of its block each able to fuse it; null otherwise. */
  private List<OpOperand> fusableUses(Operation producer) {
    List<OpOperand> uses = new ArrayList<>();
    List<Operation> owners = new ArrayList<>();
    for (OpOperand use : producer.getResult(0).getUses()) {
      if (use.getOwner().getBlock() != producer.getBlock() || owners.contains(use.getOwner())
          || !ElementwiseOpFusion.areElementwiseOpsFusable(use)) {
        return null;
      }
      uses.add(use);
      owners.add(use.getOwner());
    }
    return uses.size() <= maxUsers ? uses : null;
  }

  /** Whether the inputs whose life fusion extends take fewer bytes than the producer's result. */
  private boolean saves(Operation producer, List<OpOperand> uses) {
    Operation last = uses.get(0).getOwner();
    for (OpOperand use : uses) {
      if (last.isBeforeInBlock(use.getOwner())) {
        last = use.getOwner();
      }
    }
    long extended = memory.extendedBytes(producer, last);
    long result = FusionMemory.bytes(producer.getResult(0));
    return extended >= 0 && result > 0 && extended < result;
  }

  /** Fuses a clone of {@code producer} made for {@code use} into its owner. */
  private static void fuseInto(Operation producer, OpOperand use, PatternRewriter rewriter) {
    Operation consumer = use.getOwner();
    int operand = use.getOperandNumber();
    rewriter.setInsertionPoint(consumer);
    Operation clone = rewriter.clone(producer, new HashMap<>());
    rewriter.modifyOpInPlace(consumer, () -> consumer.setOperand(operand, clone.getResult(0)));
    ElementwiseOpFusion.Result fused = ElementwiseOpFusion.fuseElementwiseOps(rewriter, consumer.getOpOperand(operand));
    if (fused == null) {
      return;
    }
    for (Map.Entry<Value, Value> e : fused.replacements().entrySet()) {
      rewriter.replaceUsesWithIf(e.getKey(), e.getValue(), u -> u.get().getDefiningOp() != clone);
    }
    rewriter.eraseOp(consumer);
    if (clone.use_empty()) {
      rewriter.eraseOp(clone);
    }
  }
}
