package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.SubsetInsertion;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Memory-aware reordering for subset insertions (a decomposed {@code tensor.pad}): when the
 * destination of an insertion is a fill of a fresh allocation whose operands are available
 * earlier, and the inserted value is computed in place from another fresh allocation (through
 * the tied inits of structured ops: fill, convolution, in-place elementwise ops), the destination's
 * allocation and fill move to just before that root allocation. eliminate-empty-tensors can then
 * replace the root by the destination's subset, so the producer chain writes straight into the
 * padded buffer: the unpadded value and the padded copy are no longer live at once. Moving pure
 * tensor ops earlier within their dependences changes no result.
 */
final class HoistInsertDestinations {
  private final BufferizationOptions options = new BufferizationOptions();

  /** Reorders under {@code root}; returns the number of destinations moved. */
  int run(Operation root) {
    List<Operation> insertions = new ArrayList<>();
    root.walk((Operation op) -> {
      if (options.dynCastBufferizableOp(op) instanceof SubsetInsertion) {
        insertions.add(op);
      }
    });
    int moved = 0;
    for (Operation op : insertions) {
      moved += hoist(op) ? 1 : 0;
    }
    return moved;
  }

  private boolean hoist(Operation insertion) {
    SubsetInsertion subset = (SubsetInsertion) options.dynCastBufferizableOp(insertion);
    Operation fill = subset.getDestinationOperand(insertion).get().getDefiningOp();
    LinalgOp fillView = fill == null ? null : LinalgOp.of(fill);
    if (fillView == null || fill.getNumResults() != 1 || !fill.hasOneUse() || fill.getBlock() != insertion.getBlock()
        || !fillView.hasPureTensorSemantics() || GenericOpMatchers.isaFill(fillView) == null) {
      return false;
    }
    Operation alloc = fillView.dpsInits().get(0).getDefiningOp();
    if (!isFreshAllocation(alloc) || !alloc.hasOneUse()) {
      return false;
    }
    Value source = subset.getSourceOperand(insertion).get();
    Operation root = rootAllocation(source, true);
    if (root == null || root.getBlock() != fill.getBlock() || !root.isBeforeInBlock(alloc)) {
      return false;
    }
    // Dynamic sizes (a batch): a tensor.dim of the source is the root's size there.
    if (alloc.getNumOperands() != 0) {
      if (!SourceSizes.resolve(alloc, source, root) || !SourceSizes.dominate(alloc, root)) {
        return false;
      }
      SourceSizes.resolve(insertion, source, root);
    }
    Value scalar = GenericOpMatchers.isaFill(fillView);
    Operation scalarDef = scalar.getDefiningOp();
    if (scalarDef == null ? scalar.getParentBlock() != root.getBlock()
        : scalarDef.getBlock() == root.getBlock() && !scalarDef.isBeforeInBlock(root)) {
      return false;
    }
    alloc.moveBefore(root);
    fill.moveBefore(root);
    return true;
  }

  /** The fresh allocation {@code v} is computed from in place through tied inits, or null. */
  Operation rootAllocation(Value v) {
    return rootAllocation(v, false);
  }

  /** {@link #rootAllocation(Value)}, also through the iteration arguments of loops over tiles. */
  Operation rootAllocationThroughLoops(Value v) {
    return rootAllocation(v, true);
  }

  /**
   * {@link #rootAllocation(Value)}, also through the iteration arguments of {@code scf.for}s
   * (loops over tiles) if {@code throughLoops}.
   */
  private Operation rootAllocation(Value v, boolean throughLoops) {
    while (v instanceof OpResult r) {
      Operation def = r.getDefiningOp();
      if (isFreshAllocation(def)) {
        return def;
      }
      if (throughLoops && jopt.dialects.scf.ForOp.SPEC.isa(def)) {
        // A loop over tiles: its result is its init, written tile by tile.
        v = jopt.dialects.scf.ForOp.of(def).initArgs().get(r.getResultNumber());
        continue;
      }
      LinalgOp linalg = LinalgOp.of(def);
      if (linalg == null || !linalg.hasPureTensorSemantics()) {
        return null;
      }
      v = linalg.tiedInit(r.getResultNumber());
    }
    return null;
  }

  private boolean isFreshAllocation(Operation def) {
    BufferizableOpInterface model = def == null ? null : options.dynCastBufferizableOp(def);
    return model != null && def.getNumResults() == 1 && model.bufferizesToAllocation(def, def.getResult(0));
  }
}
