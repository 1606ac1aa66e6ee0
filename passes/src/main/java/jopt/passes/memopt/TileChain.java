package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;

/**
 * A chain of structured ops on tensors that can be tiled together along one loop of its last
 * op (the consumer): every op of the chain is sliced along one of its parallel loops, the loops
 * being the same index of the consumer's tiled loop carried through the indexing maps (each
 * operand of the chain that involves the tiled loop has it as a plain dimension of exactly one
 * of its results). Every result of an op of the chain but the consumer is read only by ops of
 * the chain at the same slice: those intermediates then live one tile at a time.
 *
 * <p>Found by {@link #find}: the consumer's loop {@code loop} is parallel and each of its
 * inits indexes it as a plain dimension; producers are added in reverse program order within
 * the consumer's block while every use of each of their results is by an op of the chain
 * that reads it through a plain dimension of its tiled loop at the same tensor dimension.
 */
record TileChain(Operation consumer, Map<Operation, Integer> loops, long extent, long savedBytes) {

  /** The chain ending at {@code consumer} tiled along its loop {@code loop}; null if none fits. */
  static TileChain find(Operation consumer, int loop) {
    LinalgOp c = LinalgOp.of(consumer);
    if (!fits(c) || !c.iteratorTypes().get(loop).equals("parallel")) {
      return null;
    }
    long extent = c.staticLoopRanges()[loop];
    for (int i = c.numDpsInputs(); i < consumer.getNumOperands(); i++) {
      if (plainResult(c.indexingMaps().get(i), loop) < 0) {
        return null;
      }
    }
    if (!operandsSliceable(c, loop)) {
      return null;
    }
    Map<Operation, Integer> loops = new LinkedHashMap<>();
    loops.put(consumer, loop);
    long saved = 0;
    for (Operation p = consumer.getPrevNode(); p != null; p = p.getPrevNode()) {
      Integer e = producerLoop(p, loops, extent, c.numDpsInputs());
      if (e != null) {
        loops.put(p, e);
      }
    }
    // The buffers the chain's intermediates take: a result written in place into another
    // intermediate (its init) takes none of its own.
    for (Operation p : loops.keySet()) {
      if (p != consumer) {
        LinalgOp l = LinalgOp.of(p);
        for (OpResult r : p.getResults()) {
          Operation init = l.tiedInit(r.getResultNumber()).getDefiningOp();
          if (init == null || !loops.containsKey(init)) {
            saved += Math.max(0, FusionMemory.bytes(r));
          }
        }
      }
    }
    return loops.size() < 2 ? null : new TileChain(consumer, loops, extent, saved);
  }

  /** The tiled loop of {@code p} if it joins the chain {@code loops}; null otherwise. */
  private static Integer producerLoop(Operation p, Map<Operation, Integer> loops, long extent,
      int consumerInputs) {
    LinalgOp l = LinalgOp.of(p);
    if (!fits(l) || p.getNumResults() == 0) {
      return null;
    }
    int loop = -1;
    for (OpResult r : p.getResults()) {
      int dim = -1;
      if (r.hasNoUses()) {
        return null;
      }
      for (OpOperand use : r.getUses()) {
        Operation user = use.getOwner();
        Integer userLoop = loops.get(user);
        // The consumer's inits stay whole: they are the loop's iteration arguments.
        if (userLoop == null || (user == consumerOf(loops) && use.getOperandNumber() >= consumerInputs)) {
          return null;
        }
        int d = plainResult(LinalgOp.of(user).indexingMaps().get(use.getOperandNumber()), userLoop);
        if (d < 0 || (dim >= 0 && d != dim)) {
          return null;
        }
        dim = d;
      }
      AffineExpr e = l.indexingMapMatchingResult(r.getResultNumber()).getResult(dim);
      if (!(e instanceof AffineDimExpr de) || (loop >= 0 && de.getPosition() != loop)) {
        return null;
      }
      loop = de.getPosition();
    }
    if (!l.iteratorTypes().get(loop).equals("parallel") || l.staticLoopRanges()[loop] != extent
        || !operandsSliceable(l, loop)) {
      return null;
    }
    return loop;
  }

  private static Operation consumerOf(Map<Operation, Integer> loops) {
    return loops.keySet().iterator().next();
  }

  /** Structured, on tensors, static, no {@code linalg.index}. */
  private static boolean fits(LinalgOp l) {
    if (l == null || !l.hasPureTensorSemantics() || l.hasIndexSemantics()) {
      return false;
    }
    long[] ranges = l.staticLoopRanges();
    if (ranges == null) {
      return false;
    }
    for (Value v : l.getOperation().getOperands()) {
      if (v.getType() instanceof RankedTensorType t && !t.hasStaticShape()) {
        return false;
      }
    }
    return true;
  }

  /** Every operand map involving {@code loop} has it as a plain dimension of one result. */
  private static boolean operandsSliceable(LinalgOp l, int loop) {
    for (AffineMap m : l.indexingMaps()) {
      if (involves(m, loop) && plainResult(m, loop) < 0) {
        return false;
      }
    }
    return true;
  }

  /** The result of {@code m} that is exactly dimension {@code loop}, if no other involves it; else -1. */
  static int plainResult(AffineMap m, int loop) {
    int found = -1;
    for (int r = 0; r < m.getNumResults(); r++) {
      AffineExpr e = m.getResult(r);
      if (!e.isFunctionOfDim(loop)) {
        continue;
      }
      if (found >= 0 || !(e instanceof AffineDimExpr)) {
        return -1;
      }
      found = r;
    }
    return found;
  }

  static boolean involves(AffineMap m, int loop) {
    for (AffineExpr e : m.getResults()) {
      if (e.isFunctionOfDim(loop)) {
        return true;
      }
    }
    return false;
  }

  /** The chain's ops in program order. */
  List<Operation> ops() {
    List<Operation> ops = new ArrayList<>(loops.keySet());
    java.util.Collections.reverse(ops);
    return ops;
  }
}
