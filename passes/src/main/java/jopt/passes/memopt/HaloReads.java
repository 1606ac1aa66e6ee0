package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.MaxSIOp;
import jopt.dialects.arith.IntBinaryOps.MinSIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The windowed reads of a tiled chain ({@link TileChain}, {@link SliceDims.Window}): an op of the
 * chain may read an input through a window of its tiled loop (a convolution's or pooling's input
 * rows) when the input is made before the chain (no recomputation) or is a halo pad, a
 * {@code tensor.pad} of such an input that only that op reads. A tile of rows {@code [r, r + n)}
 * reads the input's rows {@code [r * stride, r * stride + rows(n))}; a halo pad's tile pads the
 * slice of its source those rows cover, its low and high padding static on a tile made at a
 * constant start (the first and last, peeled by {@link TileForMemory}), none on an interior tile,
 * computed at run time otherwise. Every element is read from the same place as untiled, so
 * results stay bit-equal. A windowed input must not change under a later tile's halo: it is no
 * init another op of the chain writes in place, nor a view of the same tensor as one; where it is
 * the consumer's init (a residual add into the block input), each tile's result is written one
 * tile late ({@link #lagged}). A pad made outside the chain would stay whole (the window ops'
 * split cannot remove a pad read through a slice), so such a chain is refused.
 */
final class HaloReads {
  private HaloReads() {}

  /**
   * The window through which the only reader of {@code p}, a pad of constant static padding along
   * the window's dimension, reads it, if that reader is in the chain {@code loops} of static
   * {@code extent} and every tile's window overlaps the source; null otherwise.
   */
  static SliceDims.Window haloPad(Operation p, Map<Operation, Integer> loops, long extent) {
    if (!SliceDims.isPad(p) || ShapedType.isDynamic(extent) || p.getNumResults() != 1) {
      return null;
    }
    List<OpOperand> uses = new ArrayList<>();
    p.getResult(0).getUses().forEach(uses::add);
    if (uses.size() != 1 || !loops.containsKey(uses.get(0).getOwner())) {
      return null;
    }
    Operation user = uses.get(0).getOwner();
    int operand = uses.get(0).getOperandNumber();
    int loop = loops.get(user);
    if (SliceDims.operandDim(user, operand, loop) != -2) {
      return null;
    }
    SliceDims.Window w = SliceDims.window(user, operand, loop);
    if (w == null) {
      return null;
    }
    long[] pad = SliceDims.padding(p, w.dim());
    RankedTensorType source = (RankedTensorType) p.getOperand(0).getType();
    long rows = source.getDimSize(w.dim());
    // Every window holds a row of the source: no tile's slice of it is empty.
    if (pad == null || !source.hasStaticShape() || pad[0] >= w.reach() || (extent - 1) * w.stride() >= pad[0] + rows) {
      return null;
    }
    return w;
  }

  /**
   * Whether the windowed reads of the chain {@code loops} (consumer {@code c}, halo pads
   * {@code halos}) fit: the extent is static and each windowed input (or halo pad's source) is
   * made outside the chain, is not a pad, and no op of the chain writes it.
   */
  static boolean fit(LinalgOp c, Map<Operation, Integer> loops, Map<Operation, SliceDims.Window> halos) {
    List<Value> written = new ArrayList<>();
    for (Operation op : loops.keySet()) {
      LinalgOp l = LinalgOp.of(op);
      if (l != null) {
        written.addAll(l.dpsInits());
      }
    }
    boolean windows = !halos.isEmpty();
    for (var e : halos.entrySet()) {
      Value source = e.getKey().getOperand(0);
      if (!outside(source, loops, written) && lagged(c, loops, written, source, e.getValue().dim()) < 0) {
        return false;
      }
    }
    for (var e : loops.entrySet()) {
      Operation op = e.getKey();
      for (int i = 0; i < op.getNumOperands(); i++) {
        if (SliceDims.operandDim(op, i, e.getValue()) != -2) {
          continue;
        }
        windows = true;
        Value v = op.getOperand(i);
        if (halos.containsKey(v.getDefiningOp())) {
          continue;
        }
        SliceDims.Window w = SliceDims.window(op, i, e.getValue());
        if (SliceDims.isPad(v.getDefiningOp())
            || (!outside(v, loops, written) && lagged(c, loops, written, v, w.dim()) < 0)) {
          return false;
        }
      }
    }
    long extent = c.staticLoopRanges()[loops.get(c.getOperation())];
    return !windows || !ShapedType.isDynamic(extent);
  }

  /**
   * The consumer's init that {@code v}, read through a window along dimension {@code dim}, is,
   * if each tile's result can be written into it one tile late: the consumer is tiled along a
   * parallel loop that the init holds at {@code dim}, its body does not read the init, and no
   * other op of the chain writes it (nor a view of it). Rows a tile reads are then never written
   * yet where its windows reach at most a tile back ({@link #lagFits}); -1 otherwise.
   */
  private static int lagged(LinalgOp c, Map<Operation, Integer> loops, List<Value> written, Value v, int dim) {
    int loop = loops.get(c.getOperation());
    int j = c.dpsInits().indexOf(v);
    if (j < 0 || !c.iteratorTypes().get(loop).equals("parallel") || c.dpsInits().lastIndexOf(v) != j
        || c.payloadUsesValueFromOperand(c.numDpsInputs() + j)
        || SliceDims.operandDim(c.getOperation(), c.numDpsInputs() + j, loop) != dim) {
      return -1;
    }
    Value root = root(v);
    int aliases = 0;
    for (Value w : written) {
      aliases += root(w) == root ? 1 : 0;
    }
    return aliases == 1 ? j : -1;
  }

  /**
   * The consumer's inits a windowed read of {@code chain} reads (in the order of the inits): the
   * loop writes each tile's result into them one tile late.
   */
  static List<Integer> lagged(TileChain chain) {
    LinalgOp c = LinalgOp.of(chain.consumer());
    List<Integer> lagged = new ArrayList<>();
    for (int j = 0; j < c.numDpsInits(); j++) {
      if (readThroughWindow(chain, c.dpsInits().get(j))) {
        lagged.add(j);
      }
    }
    return lagged;
  }

  /**
   * Whether a tile of {@code size} reads no row of a lagged init a tile before it: a halo pad
   * of one pads it by at most {@code size} rows low (a window from row {@code r * s - low}).
   */
  static boolean lagFits(TileChain chain, long size) {
    List<Integer> lagged = lagged(chain);
    LinalgOp c = LinalgOp.of(chain.consumer());
    for (var e : chain.halos().entrySet()) {
      int j = c.dpsInits().indexOf(e.getKey().getOperand(0));
      if (j >= 0 && lagged.contains(j) && SliceDims.padding(e.getKey(), e.getValue().dim())[0] > size) {
        return false;
      }
    }
    return true;
  }

  private static boolean readThroughWindow(TileChain chain, Value v) {
    for (Operation p : chain.halos().keySet()) {
      if (p.getOperand(0) == v) {
        return true;
      }
    }
    for (var e : chain.loops().entrySet()) {
      Operation op = e.getKey();
      for (int i = 0; i < op.getNumOperands(); i++) {
        if (op.getOperand(i) == v && !chain.halos().containsKey(op)
            && SliceDims.operandDim(op, i, e.getValue()) == -2) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean outside(Value v, Map<Operation, Integer> loops, List<Value> written) {
    Operation def = v.getDefiningOp();
    if (def != null && loops.containsKey(def)) {
      return false;
    }
    Value root = root(v);
    for (Value w : written) {
      if (root(w) == root) {
        return false; // written in place, maybe through a reshape of the same buffer
      }
    }
    return true;
  }

  /** The tensor {@code v} is a view of (through reshapes, slices and casts), or {@code v}. */
  private static Value root(Value v) {
    for (int depth = 0; depth < 16; depth++) {
      Operation def = v.getDefiningOp();
      if (def == null || !(ExpandShapeOp.SPEC.isa(def) || CollapseShapeOp.SPEC.isa(def)
          || ExtractSliceOp.SPEC.isa(def) || CastOp.SPEC.isa(def))) {
        return v;
      }
      v = def.getOperand(0);
    }
    return v;
  }

  /** The rows of {@code v} the tile {@code [iv, iv + n)} reads through {@code w}. */
  static Value slice(Builder b, Location loc, Value v, SliceDims.Window w, OpFoldResult iv, long n) {
    RankedTensorType t = (RankedTensorType) v.getType();
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> sizes = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    for (int k = 0; k < t.getRank(); k++) {
      offsets.add(k == w.dim() ? start(b, loc, iv, w.stride()) : TileForMemory.index(0));
      sizes.add(TileForMemory.index(k == w.dim() ? w.rows(n) : t.getDimSize(k)));
      strides.add(TileForMemory.index(1));
    }
    return ExtractSliceOp.create(b, loc, v, offsets, sizes, strides).getOperation().getResult(0);
  }

  /** Whether every halo pad of {@code chain} reads only rows of its source in the tile {@code [t, t + n)}. */
  static boolean interior(TileChain chain, long t, long n) {
    for (var e : chain.halos().entrySet()) {
      SliceDims.Window w = e.getValue();
      long low = SliceDims.padding(e.getKey(), w.dim())[0];
      long rows = ((RankedTensorType) e.getKey().getOperand(0).getType()).getDimSize(w.dim());
      if (t * w.stride() - low < 0 || t * w.stride() - low + w.rows(n) > rows) {
        return false;
      }
    }
    return true;
  }

  /**
   * The tile of the halo pad {@code pad} that the tile {@code [iv, iv + n)} of its reader reads
   * through {@code w}: its rows {@code [a, a + h)}, {@code a = iv * stride}, are the source's rows
   * {@code [max(a - low, 0), min(a - low + h, rows))} of {@code source} (the pad's, or the loop's
   * iteration argument holding it) padded by what falls outside them; on an
   * {@code interior} tile ({@link #interior}) the rows {@code [a - low, a - low + h)}, unpadded.
   */
  static Value pad(Builder b, Location loc, Operation pad, Value source, SliceDims.Window w, OpFoldResult iv,
      long n, boolean interior) {
    PadOp p = PadOp.of(pad);
    RankedTensorType st = (RankedTensorType) source.getType();
    long low = SliceDims.padding(pad, w.dim())[0];
    long rows = st.getDimSize(w.dim());
    long h = w.rows(n);
    OpFoldResult lo;
    OpFoldResult first;
    OpFoldResult count;
    OpFoldResult hi;
    Long constant = iv.getConstantIntValue();
    if (interior) {
      OpFoldResult a = start(b, loc, iv, w.stride());
      lo = TileForMemory.index(0);
      hi = TileForMemory.index(0);
      count = TileForMemory.index(h);
      first = low == 0 ? a : a.getConstantIntValue() != null ? TileForMemory.index(a.getConstantIntValue() - low)
          : OpFoldResult.of(SubIOp.create(b, loc, a.value(), ConstantOp.createIndex(b, loc, low)).getOperation().getResult(0));
    } else if (constant != null) {
      long a = constant * w.stride();
      long l = Math.max(0, low - a);
      long f = Math.max(0, a - low);
      long c = Math.min(rows, a - low + h) - f;
      lo = TileForMemory.index(l);
      first = TileForMemory.index(f);
      count = TileForMemory.index(c);
      hi = TileForMemory.index(h - l - c);
    } else {
      Value a = start(b, loc, iv, w.stride()).value();
      Value zero = ConstantOp.createIndex(b, loc, 0);
      Value l = MaxSIOp.create(b, loc, SubIOp.create(b, loc, ConstantOp.createIndex(b, loc, low), a)
          .getOperation().getResult(0), zero).getOperation().getResult(0);
      Value f = MaxSIOp.create(b, loc, SubIOp.create(b, loc, a, ConstantOp.createIndex(b, loc, low))
          .getOperation().getResult(0), zero).getOperation().getResult(0);
      Value end = MinSIOp.create(b, loc, AddIOp.create(b, loc, a, ConstantOp.createIndex(b, loc, h - low))
          .getOperation().getResult(0), ConstantOp.createIndex(b, loc, rows)).getOperation().getResult(0);
      Value c = SubIOp.create(b, loc, end, f).getOperation().getResult(0);
      Value rest = SubIOp.create(b, loc, ConstantOp.createIndex(b, loc, h), l).getOperation().getResult(0);
      lo = OpFoldResult.of(l);
      first = OpFoldResult.of(f);
      count = OpFoldResult.of(c);
      hi = OpFoldResult.of(SubIOp.create(b, loc, rest, c).getOperation().getResult(0));
    }
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> sizes = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    List<OpFoldResult> lows = new ArrayList<>(p.mixedLowPad());
    List<OpFoldResult> highs = new ArrayList<>(p.mixedHighPad());
    for (int k = 0; k < st.getRank(); k++) {
      offsets.add(k == w.dim() ? first : TileForMemory.index(0));
      sizes.add(k == w.dim() ? count : TileForMemory.index(st.getDimSize(k)));
      strides.add(TileForMemory.index(1));
    }
    lows.set(w.dim(), lo);
    highs.set(w.dim(), hi);
    Value slice = ExtractSliceOp.create(b, loc, source, offsets, sizes, strides).getOperation().getResult(0);
    long[] shape = ((RankedTensorType) pad.getResult(0).getType()).getShape().clone();
    shape[w.dim()] = h;
    RankedTensorType type = RankedTensorType.get(shape, st.getElementType());
    return PadOp.create(b, loc, type, slice, lows, highs, paddingValue(b, p), false).getOperation().getResult(0);
  }

  /** The pad's constant padding value, a constant made in its body made again at {@code b}. */
  private static Value paddingValue(Builder b, PadOp p) {
    Value v = p.constantPaddingValue();
    Operation def = v.getDefiningOp();
    if (def != null && def.getParentRegion() == p.getOperation().getRegion(0)) {
      List<Type> types = new ArrayList<>();
      for (Value r : def.getResults()) {
        types.add(r.getType());
      }
      return b.clone(def, types, List.of()).getResult(0);
    }
    return v;
  }

  /** {@code iv * stride}, folded where {@code iv} is a constant. */
  private static OpFoldResult start(Builder b, Location loc, OpFoldResult iv, long stride) {
    Long constant = iv.getConstantIntValue();
    if (constant != null) {
      return TileForMemory.index(constant * stride);
    }
    if (stride == 1) {
      return iv;
    }
    return OpFoldResult.of(MulIOp.create(b, loc, iv.value(), ConstantOp.createIndex(b, loc, stride))
        .getOperation().getResult(0));
  }
}
