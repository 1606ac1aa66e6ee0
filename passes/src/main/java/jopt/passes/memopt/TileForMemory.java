package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.YieldOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.Block;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * Tiles chains of structured ops for memory ({@link TileChain}): each op of a block, last
 * first, is tried as a chain's consumer along each of its parallel loops; the chain saving the
 * most bytes of intermediates, if at least {@code minBytes} and at least the bytes of the
 * consumer's results (which the loop holds whole while the tiles run beside them: a chain
 * saving less moves little and lengthens the lives of its whole inputs), becomes one {@code scf.for} over
 * tiles of the consumer's loop. Its body computes every op of the chain on {@code extract_slice}s
 * of the operands that involve the tiled loop (an intermediate's tile straight from its
 * producer's tile; a fresh {@code tensor.empty} of tile size where an init was empty) and inserts
 * the consumer's tile into the loop's iteration arguments, the consumer's inits (reads of an init
 * by the chain read the current tile of the iteration argument, so that it stays in place); a
 * consumer tiled along its outermost reduction accumulates each tile into the whole iteration
 * argument. Every element is computed by the same operations in the same order (results
 * bit-equal).
 */
final class TileForMemory {
  private final int tiles;
  private final long tileSize;
  private final long minBytes;

  /** {@code tiles}: the number of tiles aimed at; {@code tileSize} > 0 fixes the tile size. */
  TileForMemory(int tiles, long tileSize, long minBytes) {
    this.tiles = tiles;
    this.tileSize = tileSize;
    this.minBytes = minBytes;
  }

  /** Tiles the chains under {@code root}; returns how many loops were made. */
  int run(Operation root) {
    List<Block> blocks = new ArrayList<>();
    root.walk((Operation op) -> {
      for (var region : op.getRegions()) {
        blocks.addAll(region.getBlocks());
      }
    });
    int made = 0;
    // The body of a loop over single indices (the images of a batch) is the chain on one index
    // with its other loops whole: it is tiled in turn (each image by channels). Each tiling
    // shrinks an extent, so this ends.
    for (int i = 0; i < blocks.size(); i++) {
      Operation op = blocks.get(i).getLastOp();
      while (op != null) {
        Operation prev = op.getPrevNode();
        TileChain best = best(op);
        if (best != null) {
          Operation loop = rewrite(best);
          if (size(best.extent()) == 1) {
            blocks.add(loop.getRegion(0).front());
          }
          prev = loop.getPrevNode();
          made++;
        }
        op = prev;
      }
    }
    return made;
  }

  /** The chain ending at {@code op} that saves the most bytes, if enough; else null. */
  TileChain best(Operation op) {
    LinalgOp l = LinalgOp.of(op);
    if (l == null || l.staticLoopRanges() == null) {
      return null;
    }
    TileChain best = null;
    for (int loop = 0; loop < l.numLoops(); loop++) {
      TileChain c = TileChain.find(op, loop);
      if (c != null && c.savedBytes() >= Math.max(minBytes, resultBytes(op)) && size(c.extent()) < c.extent()
          && (best == null || c.savedBytes() > best.savedBytes())) {
        best = c;
      }
    }
    return best;
  }

  /** The bytes of {@code op}'s results: the loop holds them whole while its tiles run. */
  private static long resultBytes(Operation op) {
    long n = 0;
    for (Value r : op.getResults()) {
      n += Math.max(0, FusionMemory.bytes(r));
    }
    return n;
  }

  /**
   * The tile size for a loop of {@code extent}: {@code tileSize} if set; else the least size
   * giving at most {@code tiles} tiles, raised to a divisor of the extent below twice that size
   * if there is one (no remainder tile).
   */
  long size(long extent) {
    if (tileSize > 0) {
      return Math.min(tileSize, extent);
    }
    long t = Math.max(1, (extent + tiles - 1) / tiles);
    for (long d = t; d < 2 * t && d <= extent; d++) {
      if (extent % d == 0) {
        return d;
      }
    }
    return t;
  }

  /** Replaces the chain by its loop; returns the loop. */
  private Operation rewrite(TileChain chain) {
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    Location loc = consumer.getLoc();
    Builder b = new Builder(consumer.getContext());
    b.setInsertionPoint(consumer);
    long size = size(chain.extent());
    Value lb = ConstantOp.createIndex(b, loc, 0);
    Value step = ConstantOp.createIndex(b, loc, size);
    List<Value> inits = c.dpsInits();
    long full = chain.extent() - chain.extent() % size;
    Value ub = ConstantOp.createIndex(b, loc, full);
    ForOp loop = ForOp.create(b, loc, lb, ub, step, inits, (bb, l, iv, iterArgs) ->
        YieldOp.create(bb, l, tile(chain, bb, l, OpFoldResult.of(iv), size, iterArgs)));
    List<Value> results = new ArrayList<>(loop.getOperation().getResults());
    if (full < chain.extent()) {
      // The remainder: one more tile after the loop, of the extent's last elements.
      results = tile(chain, b, loc, index(full), chain.extent() - full, results);
    }
    for (int j = 0; j < consumer.getNumResults(); j++) {
      consumer.getResult(j).replaceAllUsesWith(results.get(c.tiedInitIndex(j)));
    }
    for (Operation op : chain.loops().keySet()) {
      op.erase();
    }
    return loop.getOperation();
  }

  /**
   * The chain's ops on the tile [iv, iv + size) of the tiled loop, built at {@code bb}'s insertion
   * point; returns the consumer's inits {@code iterArgs} with the tile inserted.
   */
  private static List<Value> tile(TileChain chain, Builder bb, Location l, OpFoldResult iv, long size,
      List<Value> iterArgs) {
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    int consumerLoop = chain.loops().get(consumer);
    Map<Value, Value> tiled = new HashMap<>();
    // One slice per value and dimension in a tile (a value read by several ops of the chain).
    Map<List<Object>, Value> slices = new HashMap<>();
    for (Operation op : chain.ops()) {
      LinalgOp lop = LinalgOp.of(op);
      int d = chain.loops().get(op);
      List<Value> operands = new ArrayList<>();
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        int r = SliceDims.operandDim(op, i, d);
        if (op == consumer && i >= c.numDpsInputs()) {
          // A reduction's tiles accumulate into the whole iteration argument.
          Value arg = iterArgs.get(i - c.numDpsInputs());
          operands.add(chain.reduction() ? arg
              : slices.computeIfAbsent(List.of(arg, r), k -> slice(bb, l, arg, r, iv, size)));
          continue;
        }
        Value mapped = tiled.get(v);
        if (mapped != null || r < 0) {
          operands.add(mapped != null ? mapped : v);
          continue;
        }
        int j = chain.reduction() ? -1 : destination(c, consumerLoop, v, r);
        if (j >= 0) {
          Value arg = iterArgs.get(j);
          operands.add(slices.computeIfAbsent(List.of(arg, r), k -> slice(bb, l, arg, r, iv, size)));
        } else if (lop != null && !lop.isDpsInput(i) && emptyLike(v)) {
          long[] shape = ((RankedTensorType) v.getType()).getShape().clone();
          shape[r] = size;
          operands.add(empty(bb, l, shape, v));
        } else {
          operands.add(slices.computeIfAbsent(List.of(v, r), k -> slice(bb, l, v, r, iv, size)));
        }
      }
      List<Type> types = new ArrayList<>();
      for (int j = 0; j < op.getNumResults(); j++) {
        if (lop != null) {
          types.add(operands.get(lop.numDpsInputs() + lop.tiedInitIndex(j)).getType());
        } else {
          // A pad along an unpadded dimension: its result's tile.
          RankedTensorType t = (RankedTensorType) op.getResult(j).getType();
          long[] shape = t.getShape().clone();
          shape[SliceDims.resultDim(op, j, d)] = size;
          types.add(RankedTensorType.get(shape, t.getElementType()));
        }
      }
      Operation clone = bb.clone(op, types, operands);
      for (int j = 0; j < op.getNumResults(); j++) {
        tiled.put(op.getResult(j), clone.getResult(j));
      }
    }
    List<Value> yielded = new ArrayList<>(iterArgs);
    for (int j = 0; j < consumer.getNumResults(); j++) {
      int init = c.tiedInitIndex(j);
      if (chain.reduction()) {
        yielded.set(init, tiled.get(consumer.getResult(j)));
        continue;
      }
      int r = TileChain.plainResult(c.indexingMapMatchingResult(j), consumerLoop);
      yielded.set(init, insert(bb, l, tiled.get(consumer.getResult(j)), iterArgs.get(init), r, iv, size));
    }
    return yielded;
  }

  /**
   * The consumer's init that {@code v} is, read at the same tensor dimension {@code r} of the
   * tiled loop: its current tile in the loop is read; -1 if none.
   */
  private static int destination(LinalgOp c, int consumerLoop, Value v, int r) {
    for (int j = 0; j < c.numDpsInits(); j++) {
      int operand = c.numDpsInputs() + j;
      if (c.getOperation().getOperand(operand) == v
          && TileChain.plainResult(c.indexingMaps().get(operand), consumerLoop) == r) {
        return j;
      }
    }
    return -1;
  }

  /** A {@code tensor.empty}, or a reshape of one: its tile can be a fresh empty tensor. */
  private static boolean emptyLike(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null) {
      return false;
    }
    if (EmptyOp.SPEC.isa(def)) {
      return v.getType() instanceof RankedTensorType t && t.hasStaticShape();
    }
    return (ExpandShapeOp.SPEC.isa(def) || CollapseShapeOp.SPEC.isa(def)) && emptyLike(def.getOperand(0));
  }

  private static Value empty(Builder b, Location loc, long[] shape, Value like) {
    return EmptyOp.create(b, loc, shape, ((RankedTensorType) like.getType()).getElementType(), List.of())
        .getOperation().getResult(0);
  }

  private static Value slice(Builder b, Location loc, Value v, int r, OpFoldResult iv, long size) {
    long[] shape = ((RankedTensorType) v.getType()).getShape();
    return ExtractSliceOp.create(b, loc, v, offsets(shape.length, r, iv), sizes(shape, r, size),
        ones(shape.length)).getOperation().getResult(0);
  }

  private static Value insert(Builder b, Location loc, Value tile, Value dest, int r, OpFoldResult iv,
      long size) {
    long[] shape = ((RankedTensorType) dest.getType()).getShape();
    return InsertSliceOp.create(b, loc, tile, dest, offsets(shape.length, r, iv), sizes(shape, r, size),
        ones(shape.length)).getOperation().getResult(0);
  }

  private static List<OpFoldResult> offsets(int rank, int r, OpFoldResult iv) {
    List<OpFoldResult> offsets = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      offsets.add(k == r ? iv : index(0));
    }
    return offsets;
  }

  private static List<OpFoldResult> sizes(long[] shape, int r, long size) {
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int k = 0; k < shape.length; k++) {
      sizes.add(index(k == r ? size : shape[k]));
    }
    return sizes;
  }

  private static List<OpFoldResult> ones(int rank) {
    List<OpFoldResult> ones = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      ones.add(index(1));
    }
    return ones;
  }

  private static OpFoldResult index(long v) {
    return OpFoldResult.of(IntegerAttr.getIndex(v));
  }
}
