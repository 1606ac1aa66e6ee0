package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's concat decomposition (DecomposeTensorConcatOp), placed for memory: a
 * {@code tensor.concat} of static shapes becomes a {@code tensor.empty} of the result and one
 * {@code tensor.insert_slice} per input. The empty tensor goes before the allocation the first
 * input is computed from in place (when it is in the concat's block), each insertion right after
 * its input is computed; eliminate-empty-tensors then lets each input's producers write straight
 * into the joined buffer (SqueezeNet's Fire modules, DenseNet's blocks).
 */
final class DecomposeConcat {
  private final HoistInsertDestinations roots = new HoistInsertDestinations();

  /** Decomposes every static concat under {@code root}; returns how many. */
  int run(Operation root) {
    List<Operation> concats = new ArrayList<>();
    root.walk((Operation op) -> {
      if (ConcatOp.SPEC.isa(op) && isStatic(op) && inputsUsedOnlyHere(op)) {
        concats.add(op);
      }
    });
    for (Operation op : concats) {
      decompose(op);
    }
    return concats.size();
  }

  /**
   * Whether every input is used by the concat alone. An input also used elsewhere (DenseNet's
   * block input, read by every later concat of its block) would make the joined buffer live
   * from that input's producer on, which raises the peak instead of lowering it.
   */
  private static boolean inputsUsedOnlyHere(Operation op) {
    for (Value v : op.getOperands()) {
      for (jopt.ir.OpOperand use : v.getUses()) {
        if (use.getOwner() != op) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean isStatic(Operation op) {
    for (Value v : op.getOperands()) {
      if (!(v.getType() instanceof RankedTensorType t) || !t.hasStaticShape()) {
        return false;
      }
    }
    return op.getResult(0).getType() instanceof RankedTensorType t && t.hasStaticShape();
  }

  private void decompose(Operation concat) {
    RankedTensorType type = (RankedTensorType) concat.getResult(0).getType();
    int dim = (int) ((IntegerAttr) concat.getAttr("dim")).getInt();
    Builder b = new Builder(concat.getContext());
    Operation first = roots.rootAllocation(concat.getOperand(0));
    b.setInsertionPoint(first != null && first.getBlock() == concat.getBlock() ? first : concat);
    Value dest = EmptyOp.create(b, concat.getLoc(), type.getShape(), type.getElementType(), List.of())
        .getOperation().getResult(0);
    Operation last = dest.getDefiningOp();
    long offset = 0;
    for (Value input : concat.getOperands()) {
      RankedTensorType t = (RankedTensorType) input.getType();
      Operation def = input.getDefiningOp();
      Operation after = def != null && def.getBlock() == concat.getBlock() && last.isBeforeInBlock(def) ? def : last;
      b.setInsertionPointAfter(after);
      List<OpFoldResult> offsets = new ArrayList<>();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      for (int d = 0; d < t.getRank(); d++) {
        offsets.add(OpFoldResult.of(IntegerAttr.getIndex(d == dim ? offset : 0)));
        sizes.add(OpFoldResult.of(IntegerAttr.getIndex(t.getDimSize(d))));
        strides.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
      }
      last = InsertSliceOp.create(b, concat.getLoc(), input, dest, offsets, sizes, strides).getOperation();
      dest = last.getResult(0);
      offset += t.getDimSize(dim);
    }
    concat.getResult(0).replaceAllUsesWith(dest);
    concat.erase();
  }
}
