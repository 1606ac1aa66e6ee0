package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.DivSIOp;
import jopt.dialects.arith.IntBinaryOps.MaxSIOp;
import jopt.dialects.arith.IntBinaryOps.MinSIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.IntBinaryOps.RemSIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.LinalgTypes;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineLinearSimplifier;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Removes the padded copy of a window op's input (a convolution's or pooling's
 * {@code tensor.pad}): each structured op reading the pad is split along the parallel loops
 * that index the padded dimensions into an interior tile, whose windows lie wholly inside the
 * unpadded source and which reads an {@code extract_slice} of it, and border tiles (at most two
 * per padded dimension), each a {@code linalg.generic} over the op's loops that loads the source
 * at a clamped index and selects the padding value where the index falls outside it (no copy at
 * all). The tiles write {@code extract_slice}s of the op's inits and are inserted back in turn,
 * so One-Shot Bufferize computes them in place in one buffer. Every output element is computed
 * by the same operations in the same order from the same values (padding included): results
 * are bit-equal.
 *
 * <p>Applies through the LinalgOp interface to any structured op (convolutions, depthwise
 * convolutions, poolings, generics) whose indexing map of the padded operand is linear with
 * nonnegative coefficients and no constant, each padded dimension's expression holding one
 * parallel loop that every init indexes as a plain dimension, whose other operands give the loop
 * ranges without the padded one, and whose body has no {@code linalg.index}. A pad with a user
 * that does not fit, a dynamic low padding, a padding value computed in its body from the
 * indices, or {@code nofold} is left as it was. Where no window lies wholly inside the source
 * along a split loop (an activation smaller than the window's reach), that loop's whole range is
 * one border tile. Dimensions of dynamic size nothing pads (a batch) are allowed: their loop is
 * never split, each operand dimension it indexes must be that loop alone, and every tile reads
 * and writes such a dimension whole ({@code tensor.dim} sizes). Where a padded dimension or a
 * loop of a window expression has a dynamic size (an image of run-time height and width), or
 * the high padding is computed at run time (a strided window over such a size), the interior is
 * taken as empty: the whole op is one border tile, its bounds read from the source
 * at run time ({@code tensor.dim}), so no activation is ever copied into a padded buffer.
 *
 * <p>A pad whose padding is all zero is its source. A strided insertion into a fill (a
 * transposed convolution's input stuffed with the fill's value) is padding too, with a stride:
 * its readers become whole-op border tiles that also select the fill's value off the source's
 * grid ({@link #splitStridedInsertion}).
 */
final class SplitPaddedConvolution {
  /** Splits the users of every fitting pad under {@code root}; returns how many pads went. */
  int run(Operation root) {
    List<Operation> pads = new ArrayList<>();
    List<Operation> insertions = new ArrayList<>();
    root.walk((Operation op) -> {
      if (PadOp.SPEC.isa(op)) {
        pads.add(op);
      } else if (InsertSliceOp.SPEC.isa(op)) {
        insertions.add(op);
      }
    });
    int removed = 0;
    // A pad of nothing first: its source (so that a pad it fed, a pad of a pad that a chain's
    // tiling left with zero padding, reads the convolution's input directly and can split).
    List<Operation> padding = new ArrayList<>();
    for (Operation pad : pads) {
      if (foldZeroPadding(pad)) {
        removed++;
      } else {
        padding.add(pad);
      }
    }
    for (Operation pad : padding) {
      if (split(pad)) {
        removed++;
      }
    }
    for (Operation insertion : insertions) {
      if (splitStridedInsertion(insertion)) {
        removed++;
      }
    }
    return removed;
  }

  /**
   * The padding of a pad of static padding: low, high and the source sizes ({@link
   * ShapedType#DYNAMIC} on dimensions nothing pads), and the distance between two source
   * elements in the padded operand (1 but for a strided insertion into a fill).
   */
  private record Padding(long[] low, long[] high, long[] source, long[] stride) {
    Padding(long[] low, long[] high, long[] source) {
      this(low, high, source, ones(low.length));
    }

    private static long[] ones(int n) {
      long[] r = new long[n];
      Arrays.fill(r, 1);
      return r;
    }

    boolean strided() {
      return Arrays.stream(stride).anyMatch(s -> s != 1);
    }
  }

  /**
   * What a structured op reads instead of a padded operand: the unpadded source, the padding
   * value (with the block that may define it, whose definition is cloned before the op) and
   * the padding.
   */
  private record Padded(Value source, Value padValue, Block valueBlock, Padding padding) {}

  private static boolean split(Operation padOp) {
    PadOp pad = PadOp.of(padOp);
    Value result = padOp.getResult(0);
    if (!(pad.source().getType() instanceof RankedTensorType st)
        || result.hasNoUses() || pad.nofold() || pad.constantPaddingValue() == null) {
      return false;
    }
    long[] low = constants(pad.mixedLowPad());
    long[] high = constants(pad.mixedHighPad());
    if (low == null) {
      return false;
    }
    if (high == null) {
      // A high padding computed at run time (a strided window over a dynamic size): the source
      // index alone says what is padding, in a whole-op border tile.
      high = new long[low.length];
      for (int r = 0; r < high.length; r++) {
        Long v = pad.mixedHighPad().get(r).getConstantIntValue();
        high[r] = v == null ? ShapedType.DYNAMIC : v;
      }
    }
    Padding padding = new Padding(low, high, st.getShape());
    return rewriteUsers(padOp, new Padded(pad.source(), pad.constantPaddingValue(), pad.region().front(), padding));
  }

  /** Splits every user of {@code padded}'s result, then erases it; false (nothing changed) if one does not fit. */
  private static boolean rewriteUsers(Operation paddedOp, Padded padded) {
    List<Tiling> tilings = new ArrayList<>();
    for (OpOperand use : paddedOp.getResult(0).getUses()) {
      Tiling t = Tiling.of(use, padded.padding);
      if (t == null) {
        return false;
      }
      tilings.add(t);
    }
    for (Tiling t : tilings) {
      t.rewrite(padded);
    }
    paddedOp.erase();
    return true;
  }

  /**
   * A strided insertion into a fill ({@code tensor.insert_slice %x into (linalg.fill %c)[o][n][s]}:
   * a transposed convolution's input with s - 1 padding values between its elements, as the ONNX
   * lowering of ConvTranspose makes it) read by structured ops: each reads {@code %x} at the
   * clamped source index and selects {@code %c} where the padded index is off the source's grid,
   * in one whole-op border tile, so the stuffed buffer (s^2 times the source in 2-D) is never
   * made. Offsets and strides must be constants; the fill goes with the insertion when nothing
   * else reads it. Unit-stride insertions are left to the fill-and-insert form they are in.
   */
  private static boolean splitStridedInsertion(Operation op) {
    InsertSliceOp insert = InsertSliceOp.of(op);
    Operation fill = insert.dest().getDefiningOp();
    LinalgOp fillView = fill == null ? null : LinalgOp.of(fill);
    if (fillView == null || !fillView.hasPureTensorSemantics() || fill.getNumResults() != 1
        || op.getResult(0).hasNoUses()) {
      return false;
    }
    Value padValue = jopt.passes.linalg.GenericOpMatchers.isaFill(fillView);
    long[] low = constants(insert.mixedOffsets());
    long[] stride = constants(insert.mixedStrides());
    RankedTensorType source = insert.sourceType();
    RankedTensorType dest = insert.destType();
    if (padValue == null || low == null || stride == null || source.getRank() != dest.getRank()) {
      return false;
    }
    long[] high = new long[low.length];
    long[] sizes = source.getShape();
    for (int r = 0; r < low.length; r++) {
      if (stride[r] < 1) {
        return false;
      }
      long n = sizes[r];
      long d = dest.getShape()[r];
      // High padding: what the destination holds past the source's last element; unknown
      // (checked at run time) unless both sizes are known or the dimension is not padded at all.
      high[r] = n != ShapedType.DYNAMIC && d != ShapedType.DYNAMIC ? d - low[r] - (n - 1) * stride[r] - 1
          : low[r] == 0 && stride[r] == 1 && sameSize(insert, fill, r) ? 0 : ShapedType.DYNAMIC;
      if (high[r] < 0 && high[r] != ShapedType.DYNAMIC) {
        return false;
      }
    }
    Padding padding = new Padding(low, high, sizes, stride);
    if (!padding.strided() || !rewriteUsers(op, new Padded(insert.source(), padValue, null, padding))) {
      return false;
    }
    if (fill.getResult(0).hasNoUses()) {
      Operation init = fillView.dpsInits().get(0).getDefiningOp();
      fill.erase();
      if (init != null && init.getNumResults() == 1 && init.getResult(0).hasNoUses()
          && jopt.dialects.tensor.EmptyOp.SPEC.isa(init)) {
        init.erase();
      }
    }
    return true;
  }

  /**
   * Whether dimension {@code r} of the insertion's source and of the fill's destination are
   * one size: the insertion's size operand there is the one that sized the fill's tensor.empty.
   */
  private static boolean sameSize(InsertSliceOp insert, Operation fill, int r) {
    Value size = insert.mixedSizes().get(r).value();
    Operation empty = LinalgOp.of(fill).dpsInits().get(0).getDefiningOp();
    if (size == null || empty == null || !jopt.dialects.tensor.EmptyOp.SPEC.isa(empty)) {
      return false;
    }
    long[] shape = insert.destType().getShape();
    int dynamic = 0;
    for (int i = 0; i < r; i++) {
      if (shape[i] == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    return empty.getOperand(dynamic) == size;
  }

  /** Replaces a pad whose every padding is a constant zero by its source (a cast where types differ). */
  private static boolean foldZeroPadding(Operation padOp) {
    PadOp pad = PadOp.of(padOp);
    long[] low = constants(pad.mixedLowPad());
    long[] high = constants(pad.mixedHighPad());
    if (pad.nofold() || low == null || high == null
        || Arrays.stream(low).anyMatch(v -> v != 0) || Arrays.stream(high).anyMatch(v -> v != 0)) {
      return false;
    }
    Value result = padOp.getResult(0);
    Value source = pad.source();
    if (!source.getType().equals(result.getType())) {
      Builder b = new Builder(padOp.getContext());
      b.setInsertionPoint(padOp);
      source = CastOp.create(b, padOp.getLoc(), source, result.getType()).dest();
    }
    result.replaceAllUsesWith(source);
    padOp.erase();
    return true;
  }

  private static long[] constants(List<OpFoldResult> values) {
    long[] r = new long[values.size()];
    for (int i = 0; i < r.length; i++) {
      Long v = values.get(i).getConstantIntValue();
      if (v == null || v < 0) {
        return null;
      }
      r[i] = v;
    }
    return r;
  }

  /** A tile of the loop box: [lo, hi) per loop. */
  private record Tile(long[] lo, long[] hi, boolean interior) {}

  /** How one structured op reading the pad splits. */
  private static final class Tiling {
    private final Operation op;
    private final int padOperand;
    private final Padding padding;
    private final long[] ranges;
    /** Per operand, the flattened coefficients of each result expression (dims only). */
    private final long[][][] coeffs;
    private final List<Tile> tiles = new ArrayList<>();
    /** Whether the op is one border tile over its whole loop box (sizes known only at run time). */
    private final boolean whole;
    /** The extent of each loop of dynamic extent, made before the op by {@link #rewrite}. */
    private Value[] loopSizes;
    /** The last index of each padded source dimension of dynamic size, made by {@link #rewrite}. */
    private Value[] lastIndex;

    private Tiling(Operation op, int padOperand, Padding padding, long[] ranges, long[][][] coeffs, boolean whole) {
      this.op = op;
      this.whole = whole;
      this.padOperand = padOperand;
      this.padding = padding;
      this.ranges = ranges;
      this.coeffs = coeffs;
    }

    static Tiling of(OpOperand use, Padding padding) {
      Operation op = use.getOwner();
      LinalgOp linalg = LinalgOp.of(op);
      int operand = use.getOperandNumber();
      if (linalg == null || !linalg.hasPureTensorSemantics() || !linalg.isDpsInput(operand)
          || linalg.hasIndexSemantics()) {
        return null;
      }
      long[] ranges = linalg.staticLoopRanges();
      if (ranges == null) {
        return null;
      }
      for (long r : ranges) {
        if (r <= 0 && r != ShapedType.DYNAMIC) {
          return null;
        }
      }
      // Every operand's map linear with nonnegative coefficients and no constant (so that a
      // tile's slice keeps the map); the padded operand read once.
      List<AffineMap> maps = linalg.indexingMaps();
      long[][][] coeffs = new long[maps.size()][][];
      // A padded dimension of dynamic size, or a loop of dynamic extent in a compound
      // expression: no interior is computed, the whole op is one border tile.
      boolean whole = padding.strided();
      for (int r = 0; r < padding.source.length; r++) {
        whole |= padding.source[r] == ShapedType.DYNAMIC && (padding.low[r] != 0 || padding.high[r] != 0)
            || padding.high[r] == ShapedType.DYNAMIC;
      }
      for (int i = 0; i < maps.size(); i++) {
        if (i != operand && op.getOperand(i) == op.getOperand(operand)) {
          return null;
        }
        AffineMap map = maps.get(i);
        if (map.getNumSymbols() != 0) {
          return null;
        }
        coeffs[i] = new long[map.getNumResults()][];
        for (int r = 0; r < map.getNumResults(); r++) {
          long[] flat = AffineLinearSimplifier.flatten(map.getResult(r), map.getNumDims(), 0);
          if (flat == null || flat[flat.length - 1] != 0) {
            return null;
          }
          for (long c : flat) {
            if (c < 0) {
              return null;
            }
          }
          coeffs[i][r] = java.util.Arrays.copyOf(flat, map.getNumDims());
          // A loop of dynamic extent (a batch) is never split: every expression holding it must
          // be that loop alone, so that a tile reads the operand's whole dimension.
          for (int d = 0; d < ranges.length; d++) {
            if (ranges[d] == ShapedType.DYNAMIC && coeffs[i][r][d] != 0) {
              for (int e = 0; e < ranges.length; e++) {
                if (coeffs[i][r][e] != (e == d ? 1 : 0)) {
                  whole = true;
                }
              }
            }
          }
        }
      }
      Tiling t = new Tiling(op, operand, padding, ranges, coeffs, whole);
      return t.plan(linalg) ? t : null;
    }

    /** Chooses the split loops and their interior ranges, then the tiles; false if none fit. */
    private boolean plan(LinalgOp linalg) {
      long[][] padMap = coeffs[padOperand];
      int rank = padding.source.length;
      if (padMap.length != rank) {
        return false;
      }
      if (whole) {
        tiles.add(new Tile(new long[ranges.length], ranges.clone(), false));
        return linalg.canOpOperandsBeDropped(List.of(padOperand));
      }
      List<Integer> loops = new ArrayList<>();
      List<long[]> bounds = new ArrayList<>();
      for (int r = 0; r < rank; r++) {
        if (padding.low[r] == 0 && padding.high[r] == 0) {
          continue;
        }
        int loop = splitLoop(linalg, padMap[r]);
        if (loop < 0 || loops.contains(loop) || ranges[loop] == ShapedType.DYNAMIC) {
          return false;
        }
        long c = padMap[r][loop];
        long window = 0;
        for (int d = 0; d < ranges.length; d++) {
          if (d != loop) {
            window += padMap[r][d] * (ranges[d] - 1);
          }
        }
        // Interior: low <= c * d and c * d + window <= low + size - 1 for d in [lo, hi).
        long lo = Math.min(ranges[loop], Math.floorDiv(padding.low[r] + c - 1, c));
        long hi = Math.min(ranges[loop],
            Math.floorDiv(padding.low[r] + padding.source[r] - 1 - window, c) + 1);
        if (lo >= hi) {
          // No window lies wholly inside the source along this loop: its whole range is border.
          lo = ranges[loop];
          hi = ranges[loop];
        }
        loops.add(loop);
        bounds.add(new long[] {lo, hi});
      }
      if (loops.isEmpty()) {
        return false;
      }
      // The split loops must each appear in only one padded expression.
      for (int r = 0; r < rank; r++) {
        int n = 0;
        for (int loop : loops) {
          if (padMap[r][loop] != 0) {
            n++;
          }
        }
        if (n > 1) {
          return false;
        }
      }
      long[] lo = new long[ranges.length];
      long[] hi = ranges.clone();
      peel(loops, bounds, 0, lo, hi);
      // The border tiles drop the padded operand: the other operands must still give the loop ranges.
      return linalg.canOpOperandsBeDropped(List.of(padOperand));
    }

    /**
     * The parallel loop of a padded dimension's expression that every init indexes as a plain
     * dimension (so a tile is a slice of each init); -1 if there is none or more than one.
     */
    private int splitLoop(LinalgOp linalg, long[] expr) {
      List<String> iterators = linalg.iteratorTypes();
      int found = -1;
      for (int d = 0; d < expr.length; d++) {
        if (expr[d] == 0 || !iterators.get(d).equals("parallel")) {
          continue;
        }
        if (found >= 0) {
          return -1;
        }
        found = d;
      }
      if (found < 0) {
        return -1;
      }
      List<AffineMap> maps = linalg.indexingMaps();
      for (int i = linalg.numDpsInputs(); i < maps.size(); i++) {
        boolean plain = false;
        for (jopt.ir.affine.AffineExpr e : maps.get(i).getResults()) {
          if (e.isFunctionOfDim(found)) {
            if (!(e instanceof AffineDimExpr)) {
              return -1;
            }
            plain = true;
          }
        }
        if (!plain) {
          return -1;
        }
      }
      return found;
    }

    /** Peels split loop {@code k}'s borders off the box [lo, hi), recursing on its interior. */
    private void peel(List<Integer> loops, List<long[]> bounds, int k, long[] lo, long[] hi) {
      if (k == loops.size()) {
        tiles.add(new Tile(lo.clone(), hi.clone(), true));
        return;
      }
      int loop = loops.get(k);
      long start = lo[loop];
      long end = hi[loop];
      long[] b = bounds.get(k);
      if (b[0] >= b[1]) {
        tiles.add(new Tile(lo.clone(), hi.clone(), false));
        return;
      }
      if (b[0] > start) {
        long[] h = hi.clone();
        h[loop] = b[0];
        tiles.add(new Tile(lo.clone(), h, false));
      }
      long[] l = lo.clone();
      long[] h = hi.clone();
      l[loop] = b[0];
      h[loop] = b[1];
      peel(loops, bounds, k + 1, l, h);
      if (b[1] < end) {
        l = lo.clone();
        l[loop] = b[1];
        tiles.add(new Tile(l, hi.clone(), false));
      }
    }

    /**
     * The read box of operand {@code i} over tile {@code t}: {offset, size} per dimension; a
     * dimension indexed by a loop of dynamic extent is read whole ({0, DYNAMIC, loop}).
     */
    private long[][] readBox(int i, Tile t) {
      long[][] box = new long[coeffs[i].length][];
      for (int r = 0; r < box.length; r++) {
        long first = 0;
        long last = 0;
        int dynamic = -1;
        for (int d = 0; d < ranges.length; d++) {
          if (ranges[d] == ShapedType.DYNAMIC && coeffs[i][r][d] != 0) {
            dynamic = d;
          }
        }
        if (dynamic >= 0) {
          box[r] = new long[] {0, ShapedType.DYNAMIC, dynamic};
          continue;
        }
        for (int d = 0; d < ranges.length; d++) {
          first += coeffs[i][r][d] * t.lo[d];
          last += coeffs[i][r][d] * (t.hi[d] - 1);
        }
        box[r] = new long[] {first, last - first + 1};
      }
      return box;
    }

    /** Whether operand {@code i}'s map involves a loop the tiles restrict. */
    private boolean sliced(int i, Tile t) {
      for (long[] expr : coeffs[i]) {
        for (int d = 0; d < ranges.length; d++) {
          if (expr[d] != 0 && (t.lo[d] != 0 || t.hi[d] != ranges[d])) {
            return true;
          }
        }
      }
      return false;
    }

    /** Replaces the op by its tiles, each inserted into the running inits. */
    void rewrite(Padded pad) {
      LinalgOp linalg = LinalgOp.of(op);
      Builder b = new Builder(op.getContext());
      b.setInsertionPoint(op);
      Value padValue = padValueBefore(b, pad);
      int inputs = linalg.numDpsInputs();
      int operands = op.getNumOperands();
      // One size value per loop of dynamic extent, shared by every slice and insertion, so that
      // One-Shot Bufferize sees each tile's extract_slice and insert_slice of an init as a pair.
      Value[] loopSizes = new Value[ranges.length];
      for (int d = 0; d < ranges.length && tiles.size() > 1; d++) {
        if (ranges[d] != ShapedType.DYNAMIC) {
          continue;
        }
        for (int i = operands - 1; i >= 0 && loopSizes[d] == null; i--) {
          for (int r = 0; r < coeffs[i].length; r++) {
            if (coeffs[i][r][d] != 0) {
              Location loc = op.getLoc();
              loopSizes[d] = DimOp.create(b, loc, op.getOperand(i), ConstantOp.createIndex(b, loc, r))
                  .getOperation().getResult(0);
              break;
            }
          }
        }
      }
      this.loopSizes = loopSizes;
      this.lastIndex = lastIndices(b, pad);
      Value[] inits = new Value[operands - inputs];
      for (int j = 0; j < inits.length; j++) {
        inits[j] = op.getOperand(inputs + j);
      }
      for (Tile t : tiles) {
        List<Value> tileOperands = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        for (int i = 0; i < operands; i++) {
          Value v = i == padOperand ? null : i < inputs ? op.getOperand(i) : inits[i - inputs];
          if (i == padOperand) {
            v = t.interior ? slice(b, pad.source(), readBox(i, t), padding.low) : null;
          } else if (sliced(i, t)) {
            v = slice(b, v, readBox(i, t), null);
          }
          tileOperands.add(v);
          if (i >= inputs) {
            types.add(v.getType());
          }
        }
        Operation tile = t.interior ? b.clone(op, types, tileOperands)
            : guardedTile(b, linalg, t, tileOperands, types, pad, padValue);
        for (int j = 0; j < inits.length; j++) {
          // A tile of the whole box (no interior) is the op's result itself.
          inits[j] = tiles.size() == 1 ? tile.getResult(j) : insert(b, tile.getResult(j), inits[j], readBox(inputs + j, t));
        }
      }
      for (int j = 0; j < inits.length; j++) {
        op.getResult(j).replaceAllUsesWith(inits[j]);
      }
      op.erase();
    }

    /**
     * A border tile as a {@code linalg.generic} over the op's loops without the padded operand:
     * its body computes the padded element's source index from {@code linalg.index}, loads the
     * source at that index clamped into bounds and selects the padding value where it is out of
     * bounds, then runs the op's body on it. No slab is made; the loops, their order and the
     * body's arithmetic are the op's (results bit-equal).
     */
    private Operation guardedTile(Builder b, LinalgOp linalg, Tile t, List<Value> tileOperands,
        List<Type> types, Padded pad, Value padValue) {
      Location loc = op.getLoc();
      int inputs = linalg.numDpsInputs();
      List<Value> ins = new ArrayList<>();
      List<AffineMap> maps = new ArrayList<>();
      for (int i = 0; i < tileOperands.size(); i++) {
        if (i != padOperand) {
          maps.add(linalg.indexingMaps().get(i));
          if (i < inputs) {
            ins.add(tileOperands.get(i));
          }
        }
      }
      List<Value> outs = tileOperands.subList(inputs, tileOperands.size());
      GenericOp generic = GenericOp.create(b, loc, types, ins, outs, maps, linalg.iteratorTypes(), null);
      Block block = generic.getOperation().getRegion(0).emplaceBlock();
      java.util.Map<Value, Value> mapping = new java.util.HashMap<>();
      Block body = linalg.body();
      for (int i = 0; i < body.getNumArguments(); i++) {
        if (i != padOperand) {
          Value arg = body.getArgument(i);
          mapping.put(arg, block.addArgument(arg.getType(), arg.getLoc()));
        }
      }
      Builder.InsertPoint ip = b.saveInsertionPoint();
      b.setInsertionPointToEnd(block);
      Value[] loop = new Value[ranges.length];
      List<Value> indices = new ArrayList<>();
      Value inside = null;
      Value zero = ConstantOp.createIndex(b, loc, 0);
      for (int r = 0; r < coeffs[padOperand].length; r++) {
        // The source index: the padded operand's expression at the tile's point, less the low padding.
        long offset = -padding.low[r];
        List<Value> terms = new ArrayList<>();
        for (int d = 0; d < ranges.length; d++) {
          long c = coeffs[padOperand][r][d];
          if (c == 0) {
            continue;
          }
          offset += c * t.lo[d];
          if (loop[d] == null) {
            loop[d] = IndexOp.create(b, loc, d).getOperation().getResult(0);
          }
          terms.add(c == 1 ? loop[d] : MulIOp.create(b, loc, loop[d], ConstantOp.createIndex(b, loc, c)).getOperation().getResult(0));
        }
        Value idx = offset == 0 && !terms.isEmpty() ? null : ConstantOp.createIndex(b, loc, offset);
        for (Value term : terms) {
          idx = idx == null ? term : AddIOp.create(b, loc, idx, term).getOperation().getResult(0);
        }
        if (padding.low[r] == 0 && padding.high[r] == 0) {
          indices.add(idx);
          continue;
        }
        Value last = padding.source[r] != ShapedType.DYNAMIC ? ConstantOp.createIndex(b, loc, padding.source[r] - 1)
            : lastIndex[r];
        long s = padding.stride[r];
        // With a stride s, idx is a source element's position when 0 <= idx <= last * s and s divides it.
        Value lastPosition = s == 1 ? last
            : MulIOp.create(b, loc, last, ConstantOp.createIndex(b, loc, s)).getOperation().getResult(0);
        Value ok = AndIOp.create(b, loc, CmpIOp.create(b, loc, "sge", idx, zero).getOperation().getResult(0),
            CmpIOp.create(b, loc, "sle", idx, lastPosition).getOperation().getResult(0)).getOperation().getResult(0);
        if (s != 1) {
          Value sv = ConstantOp.createIndex(b, loc, s);
          Value rem = RemSIOp.create(b, loc, idx, sv).getOperation().getResult(0);
          ok = AndIOp.create(b, loc, ok, CmpIOp.create(b, loc, "eq", rem, zero).getOperation().getResult(0))
              .getOperation().getResult(0);
          idx = DivSIOp.create(b, loc, idx, sv).getOperation().getResult(0);
        }
        inside = inside == null ? ok : AndIOp.create(b, loc, inside, ok).getOperation().getResult(0);
        indices.add(MaxSIOp.create(b, loc, MinSIOp.create(b, loc, idx, last).getOperation().getResult(0), zero)
            .getOperation().getResult(0));
      }
      jopt.ir.OperationState load = jopt.dialects.tensor.ExtractOp.SPEC.newState(loc);
      load.addOperand(pad.source()).addOperands(indices)
          .addType(LinalgTypes.elementTypeOrSelf(pad.source().getType()));
      Value element = b.create(load).getResult(0);
      // No padded dimension among the op's (a pad of nothing): the element itself.
      mapping.put(body.getArgument(padOperand), inside == null ? element
          : SelectOp.create(b, loc, inside, element, padValue).getOperation().getResult(0));
      for (Operation bodyOp : body.getOperations()) {
        b.insert(bodyOp.clone(op.getContext(), mapping));
      }
      b.restoreInsertionPoint(ip);
      return generic.getOperation();
    }

    /** The last index of each padded source dimension of dynamic size, made before the tiles. */
    private Value[] lastIndices(Builder b, Padded pad) {
      Value[] last = new Value[padding.source.length];
      Location loc = op.getLoc();
      for (int r = 0; r < last.length; r++) {
        if (padding.source[r] == ShapedType.DYNAMIC && (padding.low[r] != 0 || padding.high[r] != 0)) {
          Value size = DimOp.create(b, loc, pad.source(), ConstantOp.createIndex(b, loc, r)).getOperation().getResult(0);
          last[r] = SubIOp.create(b, loc, size, ConstantOp.createIndex(b, loc, 1)).getOperation().getResult(0);
        }
      }
      return last;
    }

    /** The padding value, made available before the op when the pad's body defines it. */
    private static Value padValueBefore(Builder b, Padded pad) {
      Value v = pad.padValue();
      Operation def = v.getDefiningOp();
      if (def != null && pad.valueBlock() != null && def.getBlock() == pad.valueBlock()) {
        return b.clone(def, List.of(v.getType()), def.getOperands()).getResult(0);
      }
      return v;
    }

    /** The slice {@code box} of {@code v}, shifted back by {@code shift} when given. */
    private Value slice(Builder b, Value v, long[][] box, long[] shift) {
      List<OpFoldResult> offsets = new ArrayList<>();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      for (int r = 0; r < box.length; r++) {
        offsets.add(index(box[r][0] - (shift == null ? 0 : shift[r])));
        sizes.add(size(box[r]));
        strides.add(index(1));
      }
      return ExtractSliceOp.create(b, v.getLoc(), v, offsets, sizes, strides).getOperation().getResult(0);
    }

    private Value insert(Builder b, Value tile, Value dest, long[][] box) {
      List<OpFoldResult> offsets = new ArrayList<>();
      List<OpFoldResult> sizes = new ArrayList<>();
      List<OpFoldResult> strides = new ArrayList<>();
      for (int r = 0; r < box.length; r++) {
        offsets.add(index(box[r][0]));
        sizes.add(size(box[r]));
        strides.add(index(1));
      }
      return InsertSliceOp.create(b, tile.getLoc(), tile, dest, offsets, sizes, strides).getOperation().getResult(0);
    }

    /** A box dimension's size: static, or the extent of its loop of dynamic extent. */
    private OpFoldResult size(long[] box) {
      return box[1] != ShapedType.DYNAMIC ? index(box[1]) : OpFoldResult.of(loopSizes[(int) box[2]]);
    }

    private static OpFoldResult index(long v) {
      return OpFoldResult.of(IntegerAttr.getIndex(v));
    }
  }
}
