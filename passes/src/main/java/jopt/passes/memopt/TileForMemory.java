package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.YieldOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

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
 * argument. An input read through a window of the tiled loop is sliced with its halo, a halo pad
 * pads each tile's rows ({@link HaloReads}). Every element is computed by the same operations in
 * the same order (results bit-equal).
 */
final class TileForMemory {
  private final int tiles;
  private final long tileSize;
  private final long minBytes;
  private final SizeHint dynamicHint;

  /** {@code tiles}: the number of tiles aimed at; {@code tileSize} > 0 fixes the tile size. */
  TileForMemory(int tiles, long tileSize, long minBytes) {
    this(tiles, tileSize, minBytes, SizeHint.DEFAULT);
  }

  /**
   * With each dynamic size counted as {@code dynamicHint} says when chains are compared; a loop
   * of dynamic extent counted as 1 (a version of the function for size 1, {@link SizeBuckets})
   * is not tiled, as a loop of extent 1 is not.
   */
  TileForMemory(int tiles, long tileSize, long minBytes, SizeHint dynamicHint) {
    this.tiles = tiles;
    this.tileSize = tileSize;
    this.minBytes = minBytes;
    this.dynamicHint = dynamicHint;
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
    // with its other loops whole: it is tiled in turn (each image by channels). So is the body of
    // a loop over tiles of dynamic extent, along static loops and along dynamic loops other than
    // the tiled ones (a tile of a dynamic batch by channels, or by tokens of a dynamic sequence):
    // a dynamic loop's extent inside the body is named by the IR, and a tiled loop's is a tile
    // size in {@code tileSizes}. Each tiling shrinks an extent or tiles another loop, so this ends.
    Set<Block> inDynamicTiles = new HashSet<>();
    Set<Value> tileSizes = new HashSet<>();
    for (int i = 0; i < blocks.size(); i++) {
      Block block = blocks.get(i);
      Operation op = block.getLastOp();
      while (op != null) {
        Operation prev = op.getPrevNode();
        TileChain best = best(op, inDynamicTiles.contains(block) ? tileSizes : null);
        if (best != null) {
          Tiled tiled = rewrite(best, tileSizes);
          List<Operation> loops = tiled.loops();
          if (dynamic(best.extent()) || size(best.extent()) == 1) {
            for (Operation loop : loops) {
              Block body = loop.getRegion(0).front();
              blocks.add(body);
              if (dynamic(best.extent()) || inDynamicTiles.contains(block)) {
                inDynamicTiles.add(body);
              }
            }
          }
          prev = tiled.first().getPrevNode();
          made++;
        }
        op = prev;
      }
    }
    return made;
  }

  /**
   * The chain ending at {@code op} that saves the most bytes, if enough; else null. On a tie a
   * loop of dynamic extent wins over one of static extent: its tiles are sized at run time (one
   * image of a batch up to 8, as a static batch is tiled), and its body is tiled in turn along
   * static loops.
   */
  TileChain best(Operation op) {
    return best(op, null);
  }

  /**
   * {@link #best(Operation)}; inside a loop over tiles of dynamic extent ({@code tileSizes} not
   * null), along a dynamic loop only where its extent is named and is none of the tile sizes.
   */
  private TileChain best(Operation op, Set<Value> tileSizes) {
    LinalgOp l = LinalgOp.of(op);
    if (l == null || l.staticLoopRanges() == null) {
      return null;
    }
    TileChain best = null;
    for (int loop = 0; loop < l.numLoops(); loop++) {
      TileChain c = TileChain.find(op, loop, dynamicHint);
      if (c != null && (tileSizes == null || !dynamic(c.extent()) || untiled(c, tileSizes))
          && c.savedBytes() >= Math.max(minBytes, resultBytes(op)) && tiles(c)
          && (dynamic(c.extent()) || HaloReads.lagFits(c, size(c.extent())))
          && (!dynamic(c.extent()) || lowersPeak(c))
          && (best == null || c.savedBytes() > best.savedBytes()
              || (c.savedBytes() == best.savedBytes() && dynamic(c.extent()) && !dynamic(best.extent())))) {
        best = c;
      }
    }
    return best;
  }

  /** Whether the dynamic loop of {@code c} is named in the IR and is not a loop tiled already. */
  private static boolean untiled(TileChain c, Set<Value> tileSizes) {
    Set<Value> extent = LoopExtent.of(c);
    return !extent.isEmpty() && Collections.disjoint(extent, tileSizes);
  }

  /**
   * Whether tiling {@code c}, a chain along a loop of dynamic extent, lowers its estimated peak
   * ({@link ChainPeak}) at the hint: its inputs and the consumer's results are held whole through
   * the loop, and where they weigh about as much as what the untiled chain holds at once, tiling
   * saves little at large sizes and holds everything at once where the loop has one tile.
   */
  private boolean lowersPeak(TileChain c) {
    ChainPeak peak = ChainPeak.of(c, dynamicHint);
    long extent = dynamicHint.extent(c);
    long step = tileSize > 0 ? tileSize : Math.max(1, (extent + tiles - 1) / tiles);
    return peak.tiled(step, extent) < peak.untiled();
  }

  /** Whether the loop of {@code c} is split into more than one tile (a dynamic one may be). */
  private boolean tiles(TileChain c) {
    long extent = c.extent();
    return dynamic(extent) ? dynamicHint.extent(c) > 1 : size(extent) < extent;
  }

  private static boolean dynamic(long extent) {
    return ShapedType.isDynamic(extent);
  }

  /** The bytes of {@code op}'s results: the loop holds them whole while its tiles run. */
  private long resultBytes(Operation op) {
    long n = 0;
    for (Value r : op.getResults()) {
      n += Math.max(0, TileChain.bytes(r, dynamicHint));
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

  /** A rewritten chain: the first op made for it and its loops. */
  private record Tiled(Operation first, List<Operation> loops) {}

  /**
   * Replaces the chain by its loop; returns the loop, and on a dynamic extent the loop of the last
   * tile after it. A chain with halo pads whose middle tiles read no padding rows has its other
   * tiles peeled off the loop ({@link #peeled}).
   */
  private Tiled rewrite(TileChain chain, Set<Value> tileSizes) {
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    Location loc = consumer.getLoc();
    Builder b = new Builder(consumer.getContext());
    b.setInsertionPoint(consumer);
    Value lb = ConstantOp.createIndex(b, loc, 0);
    TileBounds bounds = dynamic(chain.extent())
        ? TileBounds.dynamic(b, loc, chain, tileSize, tiles)
        : TileBounds.of(b, loc, chain.extent(), size(chain.extent()));
    if (dynamic(chain.extent())) {
      tileSizes.add(bounds.step());
      tileSizes.add(bounds.rest().value());
    }
    CarriedDestinations carried = CarriedDestinations.of(chain);
    List<Value> inits = new ArrayList<>(c.dpsInits());
    inits.addAll(carried.values());
    long[] interior = dynamic(chain.extent()) ? null : interior(chain, size(chain.extent()));
    List<Integer> lagged = dynamic(chain.extent()) ? List.of() : HaloReads.lagged(chain);
    if (interior != null || !lagged.isEmpty()) {
      return peeled(chain, carried, b, loc, lb, interior, lagged.size(), bounds, inits);
    }
    ForOp loop = ForOp.create(b, loc, lb, bounds.full(), bounds.step(), inits, (bb, l, iv, iterArgs) ->
        YieldOp.create(bb, l, tile(chain, carried, bb, l, OpFoldResult.of(iv), bounds.size(), iterArgs, false, null)));
    List<Operation> loops = new ArrayList<>(List.of(loop.getOperation()));
    List<Value> results = new ArrayList<>(loop.getOperation().getResults());
    if (bounds.end() != null) {
      // A dynamic extent's last tile, of n mod t elements: a loop of at most one trip (none when
      // t divides n), whose body is tiled in turn as the main loop's.
      ForOp last = ForOp.create(b, loc, bounds.full(), bounds.end(), bounds.step(), results, (bb, l, iv, iterArgs) ->
          YieldOp.create(bb, l, tile(chain, carried, bb, l, OpFoldResult.of(iv), bounds.rest(), iterArgs, false, null)));
      loops.add(last.getOperation());
      results = new ArrayList<>(last.getOperation().getResults());
    } else if (bounds.rest() != null) {
      // The remainder: one more tile after the loop, of the extent's last elements.
      results = tile(chain, carried, b, loc, OpFoldResult.asOpFoldResult(bounds.full()), bounds.rest(), results, false, null);
    }
    finish(chain, results);
    return new Tiled(lb.getDefiningOp(), loops);
  }

  /**
   * The tiles of a chain with halo pads or lagged inits ({@link HaloReads#lagged}): those before
   * {@code interior[0]} and from {@code interior[1]} on (the remainder too) each made at its
   * constant start, its padding static, and the loop over the interior tiles between, whose pads
   * pad no rows (the window ops' split then removes every pad); with no interior tiles, the loop
   * computes each tile's padding. With {@code lagged} inits, the first tile is made apart too:
   * each tile's result for them is inserted by the next tile, after its reads (the loop carries
   * it), and the last after the last tile.
   */
  private Tiled peeled(TileChain chain, CarriedDestinations carried, Builder b, Location loc, Value lb,
      long[] interior, int lagged, TileBounds bounds, List<Value> inits) {
    long size = size(chain.extent());
    OpFoldResult sizeOf = index(size);
    long full = chain.extent() - chain.extent() % size;
    long lo = interior != null ? interior[0] : 0;
    long hi = interior != null ? interior[1] : full;
    if (lagged > 0) {
      lo = Math.max(lo, size);
      hi = Math.max(hi, lo);
    }
    List<Value> results = inits;
    Lag prev = null;
    for (long t = 0; t < lo; t += size) {
      results = tile(chain, carried, b, loc, index(t), sizeOf, results, false, prev);
      prev = new Lag(index(t), sizeOf);
    }
    List<Operation> loops = new ArrayList<>();
    if (lo < hi) {
      boolean inner = interior != null;
      boolean first = prev == null;
      ForOp loop = ForOp.create(b, loc, ConstantOp.createIndex(b, loc, lo), ConstantOp.createIndex(b, loc, hi),
          bounds.step(), results, (bb, l, iv, iterArgs) -> {
            Lag before = null;
            if (lagged > 0 && !first) {
              Value at = SubIOp.create(bb, l, iv, ConstantOp.createIndex(bb, l, size)).getOperation().getResult(0);
              before = new Lag(OpFoldResult.of(at), sizeOf);
            }
            YieldOp.create(bb, l, tile(chain, carried, bb, l, OpFoldResult.of(iv), sizeOf, iterArgs, inner, before));
          });
      loops.add(loop.getOperation());
      results = new ArrayList<>(loop.getOperation().getResults());
      prev = new Lag(index(hi - size), sizeOf);
    }
    for (long t = hi; t < full; t += size) {
      results = tile(chain, carried, b, loc, index(t), sizeOf, results, false, prev);
      prev = new Lag(index(t), sizeOf);
    }
    if (full < chain.extent()) {
      OpFoldResult rest = index(chain.extent() - full);
      results = tile(chain, carried, b, loc, index(full), rest, results, false, prev);
      prev = new Lag(index(full), rest);
    }
    if (lagged > 0) {
      // The last tile's results, which no tile after it inserts.
      LinalgOp c = LinalgOp.of(chain.consumer());
      int base = results.size() - lagged;
      List<Integer> inits2 = HaloReads.lagged(chain);
      List<Value> done = new ArrayList<>(results.subList(0, base));
      Map<List<Object>, Value> dims = new HashMap<>();
      for (int k = 0; k < lagged; k++) {
        int j = inits2.get(k);
        int r = SliceDims.operandDim(chain.consumer(), c.numDpsInputs() + j, chain.loops().get(chain.consumer()));
        done.set(j, insert(b, loc, results.get(base + k), done.get(j), r, prev.iv(), prev.size(), dims));
      }
      results = done;
    }
    finish(chain, results);
    return new Tiled(lb.getDefiningOp(), loops);
  }

  /** The start and size of the previous tile, whose results for the lagged inits are inserted late. */
  private record Lag(OpFoldResult iv, OpFoldResult size) {}

  /**
   * The start of the first tile and the end of the last of the tiles of {@code size} whose every
   * halo pad reads only rows of its source, if the chain has halo pads and such tiles; null
   * otherwise (every tile then computes its padding at run time).
   */
  private static long[] interior(TileChain chain, long size) {
    if (chain.halos().isEmpty()) {
      return null;
    }
    long full = chain.extent() - chain.extent() % size;
    long first = -1;
    long end = -1;
    for (long t = 0; t < full; t += size) {
      if (HaloReads.interior(chain, t, size)) {
        first = first < 0 ? t : first;
        end = t + size;
      }
    }
    return first < 0 ? null : new long[] {first, end};
  }

  /** Replaces the consumer's results by the tiles' and erases the chain. */
  private static void finish(TileChain chain, List<Value> results) {
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    for (int j = 0; j < consumer.getNumResults(); j++) {
      consumer.getResult(j).replaceAllUsesWith(results.get(c.tiedInitIndex(j)));
    }
    for (Operation op : chain.loops().keySet()) {
      if (op != consumer) {
        redirectSizeQueries(chain, op);
      }
    }
    for (Operation op : chain.loops().keySet()) {
      op.erase();
    }
  }

  /**
   * Points each {@code tensor.dim} of a result of {@code op}, an intermediate that is tiled away,
   * at the init the result is tied to (its sizes), following inits that are intermediates too:
   * the first that is not is defined before the chain, so it dominates the query.
   */
  private static void redirectSizeQueries(TileChain chain, Operation op) {
    for (Value r : op.getResults()) {
      List<OpOperand> queries = new ArrayList<>();
      for (OpOperand use : r.getUses()) {
        if (TileChain.sizeQuery(op, use.getOwner())) {
          queries.add(use);
        }
      }
      if (queries.isEmpty()) {
        continue;
      }
      Value v = r;
      while (v instanceof OpResult res && chain.loops().containsKey(res.getOwner())
          && LinalgOp.of(res.getOwner()) != null) {
        v = LinalgOp.of(res.getOwner()).tiedInit(res.getResultNumber());
      }
      for (OpOperand q : queries) {
        q.getOwner().setOperand(q.getOperandNumber(), v);
      }
    }
  }

  /**
   * The chain's ops on the tile [iv, iv + size) of the tiled loop, built at {@code bb}'s insertion
   * point; returns the iteration arguments {@code iterArgs} (the consumer's inits, then the
   * {@code carried} tensors) with the tiles inserted.
   */
  private static List<Value> tile(TileChain chain, CarriedDestinations carried, Builder bb, Location l,
      OpFoldResult iv, OpFoldResult size, List<Value> iterArgs, boolean interior, Lag before) {
    Operation consumer = chain.consumer();
    LinalgOp c = LinalgOp.of(consumer);
    int numCarried = carried.values().size();
    List<Value> carriedArgs = iterArgs.subList(c.numDpsInits(), c.numDpsInits() + numCarried);
    // The lagged inits' results of the previous tile (none before the first tile).
    List<Integer> lagged = HaloReads.lagged(chain);
    List<Value> lagArgs = iterArgs.subList(c.numDpsInits() + numCarried, iterArgs.size());
    Map<Value, Value> carriedViews = new HashMap<>();
    int consumerLoop = chain.loops().get(consumer);
    Map<Value, Value> tiled = new HashMap<>();
    // One slice per value and dimension in a tile (a value read by several ops of the chain).
    Map<List<Object>, Value> slices = new HashMap<>();
    // One tensor.dim per value and dimension, so that a tile extracted from an iteration argument
    // and inserted back has the same sizes (One-Shot Bufferize then keeps it in place).
    Map<List<Object>, Value> dims = new HashMap<>();
    List<Value> lagInserted = new ArrayList<>();
    for (Operation op : chain.ops()) {
      LinalgOp lop = LinalgOp.of(op);
      int d = chain.loops().get(op);
      SliceDims.Window halo = chain.halos().get(op);
      if (halo != null) {
        // A pad its reader reads through a window: the tile's rows with their halo, padded.
        tiled.put(op.getResult(0), HaloReads.pad(bb, l, op, lagSource(c, lagged, op.getOperand(0), iterArgs),
            halo, iv, size.getConstantIntValue(), interior));
        continue;
      }
      List<Value> operands = new ArrayList<>();
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        int r = SliceDims.operandDim(op, i, d);
        if (op == consumer && i >= c.numDpsInputs()) {
          // A reduction's tiles accumulate into the whole iteration argument.
          Value arg = iterArgs.get(i - c.numDpsInputs());
          int lag = lagged.indexOf(i - c.numDpsInputs());
          if (lag >= 0 && before != null
              && java.util.Objects.equals(before.size().getConstantIntValue(), size.getConstantIntValue())) {
            // Written a tile late: into the previous tile's result, once inserted (below).
            operands.add(lagArgs.get(lag));
            continue;
          }
          if (lag >= 0) {
            // Written a tile late: this tile's result goes to a tensor of its own (the body
            // does not read the init).
            RankedTensorType t = (RankedTensorType) arg.getType();
            long[] shape = t.getShape().clone();
            shape[r] = size.getConstantIntValue();
            operands.add(EmptyOp.create(bb, l, shape, t.getElementType(), List.of()).getOperation().getResult(0));
            continue;
          }
          operands.add(chain.reduction() ? arg
              : slices.computeIfAbsent(List.of(arg, r), k -> slice(bb, l, arg, r, iv, size, dims)));
          continue;
        }
        Value mapped = tiled.get(v);
        if (mapped == null && r == -2) {
          // An input made before the chain read through a window: the rows the tile's windows hold.
          operands.add(HaloReads.slice(bb, l, lagSource(c, lagged, v, iterArgs), SliceDims.window(op, i, d), iv,
              size.getConstantIntValue()));
          continue;
        }
        if (mapped != null || r < 0) {
          operands.add(mapped != null ? mapped : v);
          continue;
        }
        int j = chain.reduction() ? -1 : destination(c, consumerLoop, v, r);
        if (j >= 0) {
          Value arg = iterArgs.get(j);
          operands.add(slices.computeIfAbsent(List.of(arg, r), k -> slice(bb, l, arg, r, iv, size, dims)));
        } else if (lop != null && !lop.isDpsInput(i) && emptyLike(v)) {
          operands.add(empty(bb, l, v, r, size));
        } else {
          // A carried tensor (or a reshape of one) is read from the loop's iteration argument.
          Value arg = carried.inLoop(bb, v, carriedArgs, carriedViews);
          Value source = arg != null ? arg : v;
          operands.add(slices.computeIfAbsent(List.of(source, r), k -> slice(bb, l, source, r, iv, size, dims)));
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
          Long constant = size.getConstantIntValue();
          shape[SliceDims.resultDim(op, j, d)] = constant != null ? constant : ShapedType.DYNAMIC;
          types.add(RankedTensorType.get(shape, t.getElementType()));
        }
      }
      if (op == consumer && before != null) {
        // The previous tile's results for the lagged inits, inserted after every read of this
        // tile and before the consumer overwrites them.
        for (int k = 0; k < lagged.size(); k++) {
          int init = lagged.get(k);
          int r = SliceDims.operandDim(consumer, c.numDpsInputs() + init, consumerLoop);
          lagInserted.add(insert(bb, l, lagArgs.get(k), iterArgs.get(init), r, before.iv(), before.size(), dims));
        }
      }
      Operation clone = bb.clone(op, types, operands);
      for (int j = 0; j < op.getNumResults(); j++) {
        tiled.put(op.getResult(j), clone.getResult(j));
      }
    }
    List<Value> yielded = new ArrayList<>(iterArgs.subList(0, c.numDpsInits() + numCarried));
    List<Value> newLags = new ArrayList<>(java.util.Collections.nCopies(lagged.size(), (Value) null));
    for (int j = 0; j < consumer.getNumResults(); j++) {
      int init = c.tiedInitIndex(j);
      if (chain.reduction()) {
        yielded.set(init, tiled.get(consumer.getResult(j)));
        continue;
      }
      int r = TileChain.plainResult(c.indexingMapMatchingResult(j), consumerLoop);
      int k = lagged.indexOf(init);
      if (k >= 0) {
        // The previous tile's result, inserted after this tile's reads of the init.
        newLags.set(k, tiled.get(consumer.getResult(j)));
        if (before != null) {
          yielded.set(init, lagInserted.get(k));
        }
        continue;
      }
      yielded.set(init, insert(bb, l, tiled.get(consumer.getResult(j)), iterArgs.get(init), r, iv, size, dims));
    }
    int k = c.numDpsInits();
    for (Map.Entry<Value, Integer> e : carried.dims().entrySet()) {
      Value written = tiled.get(lastInPlace(chain, e.getKey()));
      yielded.set(k, insert(bb, l, written, iterArgs.get(k), e.getValue(), iv, size, dims));
      k++;
    }
    yielded.addAll(newLags);
    return yielded;
  }

  /** {@code v}, or the loop's iteration argument where {@code v} is a lagged init (read as updated). */
  private static Value lagSource(LinalgOp c, List<Integer> lagged, Value v, List<Value> iterArgs) {
    int j = c.dpsInits().indexOf(v);
    return j >= 0 && lagged.contains(j) ? iterArgs.get(j) : v;
  }

  /**
   * The result of the last op of the chain (not its consumer) in the sequence writing in place
   * from {@code v}: the op whose init is {@code v}, then the op whose init is its result, and so on.
   */
  private static Value lastInPlace(TileChain chain, Value v) {
    Value cur = v;
    for (boolean next = true; next; ) {
      next = false;
      for (Operation op : chain.ops()) {
        LinalgOp lop = LinalgOp.of(op);
        if (op == chain.consumer() || lop == null) {
          continue;
        }
        int j = lop.dpsInits().indexOf(cur);
        if (j >= 0) {
          cur = op.getResult(j);
          next = true;
          break;
        }
      }
    }
    return cur;
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

  /**
   * A {@code tensor.empty}, or a reshape of one that is static or an expansion (whose output shape
   * names its dynamic sizes: a batched matmul's {@code b*h x s x s} empty expanded to
   * {@code b x h x s x s}): its tile can be a fresh empty tensor (of the empty's sizes but along
   * the tiled dimension), where a slice of it would keep the whole tensor.
   */
  private static boolean emptyLike(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !(v.getType() instanceof RankedTensorType t)) {
      return false;
    }
    if (EmptyOp.SPEC.isa(def)) {
      return true;
    }
    return (ExpandShapeOp.SPEC.isa(def) || (t.hasStaticShape() && CollapseShapeOp.SPEC.isa(def)))
        && emptyLike(def.getOperand(0));
  }

  /** The values of the dynamic sizes of {@code v}, an {@link #emptyLike} tensor, in order. */
  private static List<Value> dynamicSizes(Value v) {
    Operation def = v.getDefiningOp();
    if (EmptyOp.SPEC.isa(def)) {
      return EmptyOp.of(def).dynamicSizes();
    }
    return ExpandShapeOp.SPEC.isa(def) ? ExpandShapeOp.of(def).outputShape() : List.of();
  }

  /** An empty tensor of {@code like}'s type with {@code size} along dimension {@code r}. */
  private static Value empty(Builder b, Location loc, Value like, int r, OpFoldResult size) {
    RankedTensorType t = (RankedTensorType) like.getType();
    long[] shape = t.getShape().clone();
    List<Value> dynamicSizes = new ArrayList<>();
    List<Value> given = dynamicSizes(like);
    int next = 0;
    for (int k = 0; k < shape.length; k++) {
      boolean dyn = ShapedType.isDynamic(shape[k]);
      Value known = dyn ? given.get(next++) : null;
      if (k == r) {
        Long constant = size.getConstantIntValue();
        shape[k] = constant != null ? constant : ShapedType.DYNAMIC;
        if (constant == null) {
          dynamicSizes.add(size.value());
        }
      } else if (dyn) {
        dynamicSizes.add(known);
      }
    }
    return EmptyOp.create(b, loc, shape, t.getElementType(), dynamicSizes).getOperation().getResult(0);
  }

  private static Value slice(Builder b, Location loc, Value v, int r, OpFoldResult iv, OpFoldResult size,
      Map<List<Object>, Value> dims) {
    int rank = ((RankedTensorType) v.getType()).getRank();
    return ExtractSliceOp.create(b, loc, v, offsets(rank, r, iv), sizes(b, loc, v, r, size, dims),
        ones(rank)).getOperation().getResult(0);
  }

  private static Value insert(Builder b, Location loc, Value tile, Value dest, int r, OpFoldResult iv,
      OpFoldResult size, Map<List<Object>, Value> dims) {
    int rank = ((RankedTensorType) dest.getType()).getRank();
    return InsertSliceOp.create(b, loc, tile, dest, offsets(rank, r, iv), sizes(b, loc, dest, r, size, dims),
        ones(rank)).getOperation().getResult(0);
  }

  private static List<OpFoldResult> offsets(int rank, int r, OpFoldResult iv) {
    List<OpFoldResult> offsets = new ArrayList<>();
    for (int k = 0; k < rank; k++) {
      offsets.add(k == r ? iv : index(0));
    }
    return offsets;
  }

  /** The sizes of a tile of {@code v}: {@code size} along {@code r}, else {@code v}'s (a {@code tensor.dim} where dynamic). */
  private static List<OpFoldResult> sizes(Builder b, Location loc, Value v, int r, OpFoldResult size,
      Map<List<Object>, Value> dims) {
    long[] shape = ((RankedTensorType) v.getType()).getShape();
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int k = 0; k < shape.length; k++) {
      if (k == r) {
        sizes.add(size);
      } else if (ShapedType.isDynamic(shape[k])) {
        int dim = k;
        sizes.add(OpFoldResult.of(dims.computeIfAbsent(List.of(v, k), key ->
            DimOp.create(b, loc, v, ConstantOp.createIndex(b, loc, dim)).getOperation().getResult(0))));
      } else {
        sizes.add(index(shape[k]));
      }
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

  static OpFoldResult index(long v) {
    return OpFoldResult.of(IntegerAttr.getIndex(v));
  }
}
