package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;
import jopt.passes.bufferization.oneshot.AnalysisState;
import jopt.passes.bufferization.oneshot.BufferizableOpInterface;
import jopt.passes.bufferization.oneshot.BufferizationOptions;
import jopt.passes.bufferization.oneshot.BufferizableOps;
import jopt.passes.linalg.GenericOpMatchers;

/**
 * Destination reuse on tensors: an all-parallel structured op whose init is a fresh allocation
 * its body does not read (a {@code tensor.empty}) takes as init an input of the same type, read
 * through the same permutation map, that no op after it uses. Each point reads that element
 * before it writes it, so One-Shot Bufferize then writes the result into the input's buffer in
 * place (PyTorch's {@code inplace=True}, Inductor's buffer reuse) and the allocation is gone. A
 * view of another tensor (a reshape, a slice) is taken only when it views a buffer made in the
 * block that nothing reads later (its buffer may be an argument's or live on).
 */
final class ReuseDestination {
  private final BufferizableOps models = BufferizableOps.withBuiltinModels();
  private final AnalysisState state = new AnalysisState(new BufferizationOptions());
  private final boolean freshInitsOnly;

  /** {@code freshInitsOnly}: replace only inits that bufferize to a new allocation. */
  ReuseDestination(boolean freshInitsOnly) {
    this.freshInitsOnly = freshInitsOnly;
  }

  /** Rewrites every op under {@code root}; returns the number of inits replaced. */
  int run(Operation root) {
    int[] count = {0};
    root.walk((Operation op) -> {
      LinalgOp linalg = LinalgOp.of(op);
      if (linalg != null && linalg.hasPureTensorSemantics() && GenericOpMatchers.isAllParallelLoops(linalg)) {
        count[0] += reuse(linalg);
      }
    });
    return count[0];
  }

  private int reuse(LinalgOp op) {
    int replaced = 0;
    int inputs = op.numDpsInputs();
    for (int k = 0; k < op.numDpsInits(); k++) {
      int initNumber = inputs + k;
      Value init = op.getOperation().getOperand(initNumber);
      if ((freshInitsOnly && !isFreshAllocation(init)) || op.payloadUsesValueFromOperand(initNumber)) {
        continue;
      }
      AffineMap initMap = op.matchingIndexingMap(initNumber);
      // Of the dead inputs, the one made first: the later one's producer may then be tiled
      // with this op (jopt-tile-for-memory), its buffer never whole (a residual add writes into
      // the block's input, not into the last convolution's output).
      int chosen = -1;
      for (int j = 0; j < inputs; j++) {
        Value input = op.getOperation().getOperand(j);
        if (input.getType().equals(init.getType()) && input.getType() instanceof RankedTensorType t
            && sameElementPerPoint(op, op.matchingIndexingMap(j), initMap, t)
            && (viewSource(input) == null || isDeadViewOfFresh(input, op.getOperation()))
            && isDeadAfter(input, op.getOperation())
            && (chosen < 0 || input.getDefiningOp().isBeforeInBlock(op.getOperation().getOperand(chosen).getDefiningOp()))) {
          chosen = j;
        }
      }
      if (chosen >= 0) {
        op.getOperation().setOperand(initNumber, op.getOperation().getOperand(chosen));
        alignInputMap(op, chosen, initMap);
        replaced++;
      }
    }
    return replaced;
  }

  /**
   * Gives input {@code j} of a generic the init's map (they differ only on unit dims), so
   * One-Shot Bufferize sees the read and the write of each point at the same element.
   */
  private static void alignInputMap(LinalgOp op, int j, AffineMap initMap) {
    if (!GenericOp.SPEC.isa(op.getOperation()) || op.matchingIndexingMap(j).equals(initMap)) {
      return;
    }
    List<Attribute> maps = new ArrayList<>();
    for (AffineMap m : op.indexingMaps()) {
      maps.add(AffineMapAttr.get(m));
    }
    maps.set(j, AffineMapAttr.get(initMap));
    op.getOperation().setAttr("indexing_maps", ArrayAttr.get(maps));
  }

  /**
   * Whether every point of {@code op}'s loops reads through {@code inputMap} the element it writes
   * through {@code initMap}, and writes no element another point writes: the maps agree on every
   * dimension of {@code type} longer than 1 (where both are loop dims), and every loop longer than
   * 1 is one of those dims (torch-mlir's {@code (0, d1, d2, d3)} against the identity qualifies).
   */
  static boolean sameElementPerPoint(LinalgOp op, AffineMap inputMap, AffineMap initMap, RankedTensorType type) {
    long[] loops = op.staticLoopRanges();
    if (loops == null || inputMap.getNumResults() != type.getRank() || initMap.getNumResults() != type.getRank()) {
      return false;
    }
    boolean[] covered = new boolean[loops.length];
    for (int r = 0; r < type.getRank(); r++) {
      if (type.getDimSize(r) == 1) {
        continue;
      }
      if (!(initMap.getResult(r) instanceof AffineDimExpr d) || !d.equals(inputMap.getResult(r))) {
        return false;
      }
      covered[d.getPosition()] = true;
    }
    for (int l = 0; l < loops.length; l++) {
      if (loops[l] != 1 && !covered[l]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The tensor {@code v} is a view of (a reshape, a slice: its op bufferizes to an alias of an
   * operand it does not write), or null. Its buffer may be a function argument's or live on: it
   * is written into only when {@link #isDeadViewOfFresh} holds.
   */
  private Value viewSource(Value v) {
    Operation def = v.getDefiningOp();
    BufferizableOpInterface model = def == null ? null : models.lookup(def);
    if (model == null) {
      return null;
    }
    for (OpOperand o : def.getOpOperands()) {
      if (o.get().getType() instanceof jopt.ir.type.TensorType && !model.bufferizesToMemoryWrite(def, o, state)
          && !model.getAliasingValues(def, o, state).isEmpty()) {
        return o.get();
      }
    }
    return null;
  }

  /**
   * Whether the view {@code v} is one of a buffer made in {@code op}'s block (through views, down
   * to a fresh allocation or a structured op writing into one) that nothing reads after
   * {@code op}: an attention's scores, reshaped to heads, overwritten by the mask's addition.
   */
  private boolean isDeadViewOfFresh(Value v, Operation op) {
    Value cur = viewSource(v);
    for (int depth = 0; cur != null && depth < 8; depth++) {
      Operation def = cur.getDefiningOp();
      if (def == null || def.getBlock() != op.getBlock() || !onlyReadBefore(cur, op)) {
        return false;
      }
      Value source = viewSource(cur);
      if (source == null) {
        return writesFreshBuffer(cur, 16);
      }
      cur = source;
    }
    return false;
  }

  /** Whether {@code v} bufferizes to a new allocation, a view of one, or a structured op's result in one. */
  private boolean writesFreshBuffer(Value v, int depth) {
    if (isFreshAllocation(v)) {
      return true;
    }
    Value source = viewSource(v);
    if (source != null) {
      return depth > 0 && writesFreshBuffer(source, depth - 1);
    }
    Operation def = v.getDefiningOp();
    LinalgOp linalg = def == null ? null : LinalgOp.of(def);
    if (depth == 0 || linalg == null || !linalg.hasPureTensorSemantics()) {
      return false;
    }
    int result = ((jopt.ir.OpResult) v).getResultNumber();
    return writesFreshBuffer(linalg.dpsInits().get(result), depth - 1);
  }

  /** Whether every use of {@code v} is inside an op of {@code op}'s block before it. */
  private static boolean onlyReadBefore(Value v, Operation op) {
    for (OpOperand use : v.getUses()) {
      Operation ancestor = Operation.findAncestorOpInBlock(op.getBlock(), use.getOwner());
      if (ancestor == null || ancestor == op || !ancestor.isBeforeInBlock(op)) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code v} is the result of an op that bufferizes to a new allocation. */
  private boolean isFreshAllocation(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null) {
      return false;
    }
    BufferizableOpInterface model = models.lookup(def);
    return model != null && model.bufferizesToAllocation(def, v);
  }

  /**
   * Whether {@code v} may be overwritten by {@code op}: a result of a non-constant op of the same
   * block, an operand of {@code op} once only, every other use inside an op before it.
   */
  static boolean isDeadAfter(Value v, Operation op) {
    Operation def = v.getDefiningOp();
    Block block = op.getBlock();
    if (def == null || def.getBlock() != block || def.hasTrait(Traits.ConstantLike.class)) {
      return false;
    }
    int onOp = 0;
    for (OpOperand use : v.getUses()) {
      if (use.getOwner() == op) {
        onOp++;
        continue;
      }
      Operation ancestor = Operation.findAncestorOpInBlock(block, use.getOwner());
      if (ancestor == null || ancestor == op || !ancestor.isBeforeInBlock(op)) {
        return false;
      }
    }
    return onOp == 1;
  }
}
