package jopt.passes.memopt;

import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.CeilDivUIOp;
import jopt.dialects.arith.IntBinaryOps.MaxUIOp;
import jopt.dialects.arith.IntBinaryOps.RemUIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.tensor.DimOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;

/**
 * The bounds of a chain's loop over tiles ({@link TileForMemory}): the loop runs from 0 to
 * {@code full} by {@code step}, each tile of {@code size}; a last tile of {@code rest} elements
 * follows at {@code full} unless {@code rest} is null (on a dynamic extent, in a loop from
 * {@code full} to {@code end}, the extent, of at most one trip). On a loop of dynamic extent {@code n} these
 * are computed at run time, once before the loop: {@code step = max(ceildiv(n, tiles), 1)} (or
 * the fixed tile size), {@code rest = n mod step} (possibly 0: an empty last tile),
 * {@code full = n - rest}; every tile's size is then a value defined before the loop, so the
 * tiles' buffers can take places in an arena sized from {@code n}.
 */
record TileBounds(Value full, Value step, OpFoldResult size, OpFoldResult rest, Value end) {

  /** Static bounds: tiles of {@code size} over {@code extent}. */
  static TileBounds of(Builder b, Location loc, long extent, long size) {
    long full = extent - extent % size;
    Value step = ConstantOp.createIndex(b, loc, size);
    return new TileBounds(ConstantOp.createIndex(b, loc, full), step, TileForMemory.index(size),
        full < extent ? TileForMemory.index(extent - full) : null, null);
  }

  /** Bounds computed from the dynamic extent of the chain's loop. */
  static TileBounds dynamic(Builder b, Location loc, TileChain chain, long tileSize, int tiles) {
    Value n = extent(b, loc, chain);
    Value step;
    if (tileSize > 0) {
      step = ConstantOp.createIndex(b, loc, tileSize);
    } else {
      Value ceil = CeilDivUIOp.create(b, loc, n, ConstantOp.createIndex(b, loc, Math.max(1, tiles)))
          .getOperation().getResult(0);
      step = MaxUIOp.create(b, loc, ceil, ConstantOp.createIndex(b, loc, 1)).getOperation().getResult(0);
    }
    Value rest = RemUIOp.create(b, loc, n, step).getOperation().getResult(0);
    Value full = SubIOp.create(b, loc, n, rest).getOperation().getResult(0);
    OpFoldResult size = tileSize > 0 ? TileForMemory.index(tileSize) : OpFoldResult.of(step);
    return new TileBounds(full, step, size, OpFoldResult.of(rest), n);
  }

  /**
   * The extent of the chain's tiled loop: a {@code tensor.dim} of an operand of a chain member
   * holding the loop plainly and made outside the chain (the chain's ops go).
   */
  private static Value extent(Builder b, Location loc, TileChain chain) {
    for (var e : chain.loops().entrySet()) {
      Operation op = e.getKey();
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value v = op.getOperand(i);
        int d = SliceDims.operandDim(op, i, e.getValue());
        if (d >= 0 && (v.getDefiningOp() == null || !chain.loops().containsKey(v.getDefiningOp()))) {
          return DimOp.create(b, loc, v, ConstantOp.createIndex(b, loc, d)).getOperation().getResult(0);
        }
      }
    }
    throw new IllegalStateException("no operand from outside the chain holds the tiled loop");
  }
}
