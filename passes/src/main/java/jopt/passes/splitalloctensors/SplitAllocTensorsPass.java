package jopt.passes.splitalloctensors;

import jopt.dialects.func.FuncOp;
import jopt.dialects.bufferization.AllocTensorOp;
import java.util.ArrayList;
import java.util.HashMap;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

/**
 * hlo-split-alloc-tensors (MLIR-HLO): every use of a bufferization.alloc_tensor gets a fresh
 * copy of it right before the user (in nested regions too), so one-shot bufferization does not
 * reuse one buffer by accident and each live range stays short for hlo-buffer-reuse; then every
 * alloc_tensor of a block without uses goes (as the original: also those unused before).
 */
public final class SplitAllocTensorsPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("hlo-split-alloc-tensors",
      "Split bufferization.alloc_tensor ops.",
      FuncOp.NAME, SplitAllocTensorsPass::new);

  public SplitAllocTensorsPass() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    for (Region r : getOperation().getRegions()) {
      for (Block b : r.getBlocks()) {
        split(b);
      }
    }
  }

  private void split(Block block) {
    for (Operation op : new ArrayList<>(block.getOpList())) {
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        Operation def = v.getDefiningOp();
        if (AllocTensorOp.SPEC.isa(def)) {
          Operation copy = def.clone(getContext(), new HashMap<>());
          block.insertBefore(op, copy);
          op.setOperand(i, copy.getResult(0));
        }
      }
      for (Region r : op.getRegions()) {
        for (Block b : r.getBlocks()) {
          split(b);
        }
      }
    }
    for (Operation op : new ArrayList<>(block.getOpList())) {
      if (AllocTensorOp.SPEC.isa(op) && op.use_empty()) {
        op.erase();
      }
    }
  }
}
