package jopt.passes.memopt;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * An estimate of the bytes a chain ({@link TileChain}) holds at its peak, untiled and tiled, with
 * each dynamic size counted as a hint. Untiled, each op of the chain holds the buffers live at it
 * in program order: the chain's inputs until their last use in the chain (to its end where
 * something after the chain reads them), its intermediates from their producer to their last
 * reader (a result written into an intermediate init shares that buffer; a pad is a view of its
 * source), and the consumer its results. Tiled, the loop holds the chain's inputs and the
 * consumer's results whole while its tiles run, besides a tile of the intermediates live at one
 * op. A consumer's init that the chain also reads (a residual add written in place into its dead
 * input) is one buffer, counted once. Constants, views of them (a weight reshaped) and block
 * arguments (the caller's) are not counted. A halo pad's tile is counted as the rows its reader's
 * windows read (the tile's rows and their halo).
 */
record ChainPeak(long untiled, long tiledBase, long tileIntermediates, List<Halo> halos) {

  /**
   * A halo pad's tile ({@link HaloReads}): {@code rowBytes} per padded row, the tile's rows from
   * its window. Counted as a copy of the rows a tile reads, halo included (the window ops' split
   * removes it where the tile's padding is static).
   */
  record Halo(long rowBytes, SliceDims.Window window) {}

  ChainPeak(long untiled, long tiledBase, long tileIntermediates) {
    this(untiled, tiledBase, tileIntermediates, List.of());
  }

  /** The estimate of {@code chain}, each dynamic size counted as {@code hint} says. */
  static ChainPeak of(TileChain chain, SizeHint hint) {
    List<Operation> ops = chain.ops();
    Map<Operation, Integer> index = new HashMap<>();
    for (int k = 0; k < ops.size(); k++) {
      index.put(ops.get(k), k);
    }
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    int last = ops.size() - 1;
    // Each buffer (an intermediate's or an input's root value) with its first and last op.
    Map<Value, int[]> live = new LinkedHashMap<>();
    Map<Value, Boolean> intermediate = new HashMap<>();
    WeightViews weights = new WeightViews();
    for (int k = 0; k < ops.size(); k++) {
      Operation op = ops.get(k);
      LinalgOp l = LinalgOp.of(op);
      for (int i = 0; i < op.getNumOperands(); i++) {
        if (op == consumer && i >= c.numDpsInputs()) {
          continue; // the consumer's inits: counted apart
        }
        if (l != null && !l.isDpsInput(i) && !index.containsKey(defining(op.getOperand(i)))) {
          continue; // an intermediate's own init from outside: its buffer is the result's
        }
        Value root = root(op.getOperand(i), index);
        Operation def = root.getDefiningOp();
        if (def == null || weights.isConstantView(root) || TileChain.bytes(root, hint) <= 0) {
          continue; // a weight reshaped by fold-weights is a view of the constant: no buffer
        }
        boolean inner = index.containsKey(def);
        int[] range = live.computeIfAbsent(root, v -> new int[] {inner ? index.get(def) : -1, -1});
        range[1] = Math.max(range[1], !inner && usedAfter(root, index) ? last : k);
        intermediate.put(root, inner);
      }
    }
    // The consumer's inits. One that an op of the chain also reads (an elementwise consumer
    // writing in place into its dead input, a residual add) is that input's buffer: counted once,
    // as an input live to the chain's end.
    long inits = 0;
    for (Value init : c.dpsInits()) {
      int[] read = live.get(init);
      if (read != null && !intermediate.get(init)) {
        read[1] = last;
      } else {
        inits += Math.max(0, TileChain.bytes(init, hint));
      }
    }
    long untiled = 0;
    long tile = 0;
    long inputs = 0;
    for (var e : live.entrySet()) {
      if (!intermediate.get(e.getKey())) {
        inputs += TileChain.bytes(e.getKey(), hint);
      }
    }
    boolean returned = returned(consumer);
    for (int k = 0; k < ops.size(); k++) {
      long held = k == last || returned ? inits : 0;
      long inner = 0;
      for (var e : live.entrySet()) {
        int[] r = e.getValue();
        if (r[0] <= k && k <= r[1]) {
          long bytes = TileChain.bytes(e.getKey(), hint);
          held += bytes;
          inner += intermediate.get(e.getKey()) ? bytes : 0;
        }
      }
      untiled = Math.max(untiled, held);
      tile = Math.max(tile, inner);
    }
    List<Halo> halos = new java.util.ArrayList<>();
    for (var e : chain.halos().entrySet()) {
      Value padded = e.getKey().getResult(0);
      long rows = ((jopt.ir.type.RankedTensorType) padded.getType()).getDimSize(e.getValue().dim());
      halos.add(new Halo(Math.max(0, TileChain.bytes(padded, hint)) / Math.max(1, rows), e.getValue()));
    }
    return new ChainPeak(untiled, inputs + inits, tile, List.copyOf(halos));
  }

  /**
   * The tiled estimate with tiles of {@code size} of an extent of {@code extent}: besides the
   * intermediates' tiles, each halo pad's tile of the rows the tile's windows read.
   */
  long tiled(long size, long extent) {
    long n = Math.min(size, extent);
    long halo = 0;
    for (Halo h : halos) {
      halo += h.rowBytes() * h.window().rows(n);
    }
    return tiledBase + halo + (long) Math.ceil((double) tileIntermediates * n / Math.max(1, extent));
  }

  /**
   * The buffer {@code v} is in: an intermediate written into another intermediate's init is in
   * that one's, a pad of the chain in its source's.
   */
  private static Value root(Value v, Map<Operation, Integer> chain) {
    while (v instanceof OpResult r && chain.containsKey(r.getOwner())) {
      Operation p = r.getOwner();
      LinalgOp l = LinalgOp.of(p);
      if (l == null) {
        v = p.getOperand(0); // a pad: split-padded-convolution reads its source
        continue;
      }
      Value init = l.tiedInit(r.getResultNumber());
      if (!chain.containsKey(defining(init))) {
        return v;
      }
      v = init;
    }
    return v;
  }

  /**
   * Whether the function returns a result of {@code consumer} (or a view of one): the result is
   * then a buffer of its own beside everything the function holds (merge-alloc leaves returned
   * buffers out of the arena, which is as large as its peak), so untiled it counts from the
   * chain's start as tiled.
   */
  private static boolean returned(Operation consumer) {
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(consumer.getResults());
    while (!work.isEmpty()) {
      for (OpOperand use : work.pop().getUses()) {
        Operation user = use.getOwner();
        if (ReturnOp.SPEC.isa(user)) {
          return true;
        }
        if (user.getInterface(ViewLikeOpInterface.class) != null || ExtractSliceOp.SPEC.isa(user)
            || ExpandShapeOp.SPEC.isa(user) || CollapseShapeOp.SPEC.isa(user) || CastOp.SPEC.isa(user)) {
          work.addAll(user.getResults());
        }
      }
    }
    return false;
  }

  private static Operation defining(Value v) {
    return v.getDefiningOp();
  }

  /** Whether an op outside the chain reads {@code v} (it is then live through the whole chain). */
  private static boolean usedAfter(Value v, Map<Operation, Integer> chain) {
    for (OpOperand use : v.getUses()) {
      if (!chain.containsKey(use.getOwner()) && !TileChain.sizeQuery(v.getDefiningOp(), use.getOwner())) {
        return true;
      }
    }
    return false;
  }
}
