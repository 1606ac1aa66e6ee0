package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.DimOp;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;

/**
 * A chain of ops on tensors that can be tiled together along one loop of its last op (the
 * consumer): every op of the chain is sliced along one of its parallel loops ({@link SliceDims}:
 * structured ops, and pads along the dimensions they do not pad), the loops being the same index
 * of the consumer's tiled loop carried through the indexing maps (each operand of the chain that
 * involves the tiled loop has it as a plain dimension of exactly one of its results, or, an input
 * made before the chain or a halo pad, as a window: {@link HaloReads}). Every
 * result of an op of the chain but the consumer is read only by ops of the chain at the same
 * slice: those intermediates then live one tile at a time.
 *
 * <p>The consumer's loop is parallel (each of its inits indexes it as a plain dimension: a tile
 * of the result per tile) or its outermost reduction loop (its inits do not involve it: every
 * tile accumulates into the whole result, each element's reduction in the order of the untiled
 * op, so results stay bit-equal); a producer reading one of the consumer's inits then ends the
 * chain. Producers are added in reverse program order within the consumer's block while every
 * use of each of their results is by an op of the chain that reads it through a plain dimension
 * of its tiled loop at the same tensor dimension.
 *
 * <p>Sizes may be dynamic: a chain's extent is then {@link ShapedType#DYNAMIC} (its tiles are
 * sized at run time) and bytes are counted with each dynamic size as a hint ({@link #DYNAMIC_HINT}
 * unless the function is a version for a bucket of sizes, {@link SizeBuckets}), so that one choice
 * of chain serves every size of the bucket.
 */
record TileChain(Operation consumer, Map<Operation, Integer> loops, long extent, long savedBytes,
    boolean reduction, Map<Operation, SliceDims.Window> halos) {

  /** The chain ending at {@code consumer} tiled along its loop {@code loop}; null if none fits. */
  static TileChain find(Operation consumer, int loop) {
    return find(consumer, loop, SizeHint.DEFAULT);
  }

  /** {@link #find(Operation, int)} with each dynamic size counted as {@code hint} says. */
  static TileChain find(Operation consumer, int loop, SizeHint hint) {
    LinalgOp c = LinalgOp.of(consumer);
    if (c == null || !SliceDims.member(consumer)) {
      return null;
    }
    boolean reduction = !c.iteratorTypes().get(loop).equals("parallel");
    if (reduction && !outermostReduction(c, loop)) {
      return null;
    }
    long extent = c.staticLoopRanges()[loop];
    for (int i = c.numDpsInputs(); i < consumer.getNumOperands(); i++) {
      int dim = SliceDims.operandDim(consumer, i, loop);
      if (reduction ? dim != -1 : dim < 0) {
        return null;
      }
    }
    if (!SliceDims.sliceableWithWindows(consumer, loop)) {
      return null;
    }
    Map<Operation, Integer> loops = new LinkedHashMap<>();
    Map<Operation, SliceDims.Window> halos = new LinkedHashMap<>();
    loops.put(consumer, loop);
    for (Operation p = consumer.getPrevNode(); p != null; p = p.getPrevNode()) {
      Integer e = producerLoop(p, loops, halos, extent, c.numDpsInputs());
      if (e != null) {
        loops.put(p, e);
      }
    }
    if (reduction && readsConsumerInit(c, loops)) {
      return null;
    }
    if (!HaloReads.fit(c, loops, halos)) {
      return null;
    }
    // The buffers the chain's intermediates take: a result written in place into another
    // intermediate (its init) takes none of its own, nor does a pad (split-padded-convolution
    // removes it whether tiled or not).
    long saved = 0;
    for (Operation p : loops.keySet()) {
      if (p == consumer || SliceDims.isPad(p)) {
        continue;
      }
      LinalgOp l = LinalgOp.of(p);
      for (OpResult r : p.getResults()) {
        Operation init = l.tiedInit(r.getResultNumber()).getDefiningOp();
        if (init == null || !loops.containsKey(init)) {
          saved += Math.max(0, bytes(r, hint));
        }
      }
    }
    return loops.size() < 2 ? null : new TileChain(consumer, loops, extent, saved, reduction, halos);
  }

  /** What a dynamic size counts for when chains are compared. */
  static final long DYNAMIC_HINT = 64;

  /** The bytes of a ranked tensor, each dynamic size counted as {@link #DYNAMIC_HINT}; -1 if unknown. */
  static long bytes(Value v) {
    return bytes(v, SizeHint.DEFAULT);
  }

  /** The bytes of a ranked tensor, each dynamic size counted as {@code hint} says; -1 if unknown. */
  static long bytes(Value v, SizeHint hint) {
    if (!(v.getType() instanceof RankedTensorType t)) {
      return -1;
    }
    int bits = Types.getIntOrFloatBitWidth(t.getElementType());
    if (bits <= 0) {
      return -1;
    }
    long n = 1;
    long[] shape = t.getShape();
    for (int d = 0; d < shape.length; d++) {
      n *= ShapedType.isDynamic(shape[d]) ? hint.of(v, d) : shape[d];
    }
    return n * ((bits + 7) / 8);
  }

  /** Whether no reduction loop of {@code c} comes before {@code loop} (each element's order kept). */
  private static boolean outermostReduction(LinalgOp c, int loop) {
    for (int d = 0; d < loop; d++) {
      if (!c.iteratorTypes().get(d).equals("parallel")) {
        return false;
      }
    }
    return true;
  }

  /** Whether a producer of the chain reads an init of the consumer (whole while it accumulates). */
  private static boolean readsConsumerInit(LinalgOp c, Map<Operation, Integer> loops) {
    for (Operation p : loops.keySet()) {
      if (p != c.getOperation()) {
        for (var v : p.getOperands()) {
          if (c.dpsInits().contains(v)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The tiled loop of {@code p} if it joins the chain {@code loops}; null otherwise. A pad read
   * only by one op of the chain through a window along a dimension it pads joins as a halo pad
   * (added to {@code halos}): each tile pads its slice of the source ({@link HaloReads}).
   */
  private static Integer producerLoop(Operation p, Map<Operation, Integer> loops,
      Map<Operation, SliceDims.Window> halos, long extent, int consumerInputs) {
    if (!SliceDims.member(p) || p.getNumResults() == 0) {
      return null;
    }
    SliceDims.Window halo = HaloReads.haloPad(p, loops, extent);
    if (halo != null) {
      halos.put(p, halo);
      return halo.dim();
    }
    int loop = -1;
    for (OpResult r : p.getResults()) {
      int dim = -1;
      if (r.hasNoUses()) {
        return null;
      }
      for (OpOperand use : r.getUses()) {
        Operation user = use.getOwner();
        if (sizeQuery(p, user)) {
          continue;
        }
        Integer userLoop = loops.get(user);
        // The consumer's inits stay whole: they are the loop's iteration arguments. A halo pad's
        // source is read beyond the tile: it stays whole too.
        if (userLoop == null || halos.containsKey(user) || (user == consumerOf(loops) && use.getOperandNumber() >= consumerInputs)) {
          return null;
        }
        int d = SliceDims.operandDim(user, use.getOperandNumber(), userLoop);
        if (d < 0 || (dim >= 0 && d != dim)) {
          return null;
        }
        dim = d;
      }
      if (dim < 0) {
        return null; // only sizes asked of it: not an intermediate of the chain
      }
      int l = SliceDims.loopOfResultDim(p, r.getResultNumber(), dim);
      if (l < 0 || (loop >= 0 && l != loop) || SliceDims.resultDim(p, r.getResultNumber(), l) != dim) {
        return null;
      }
      loop = l;
    }
    if (!SliceDims.parallel(p, loop) || SliceDims.ranges(p)[loop] != extent
        || !SliceDims.sliceableWithWindows(p, loop)) {
      return null;
    }
    return loop;
  }

  /**
   * Whether {@code user} only asks a size of a result of {@code p}, a structured op: a
   * {@code tensor.dim}, which reads no element and which the rewrite answers from the op's init
   * ({@link TileForMemory}); the lowering of a MatMul or Reshape on dynamic shapes takes its
   * sizes so.
   */
  static boolean sizeQuery(Operation p, Operation user) {
    return DimOp.SPEC.isa(user) && LinalgOp.of(p) != null;
  }

  private static Operation consumerOf(Map<Operation, Integer> loops) {
    return loops.keySet().iterator().next();
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
