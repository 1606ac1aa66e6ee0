package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineLinearSimplifier;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * How a loop of a chain member slices its operands and results ({@link TileChain}): a member is a
 * structured op on ranked tensors (of static or dynamic sizes) without {@code linalg.index} (its
 * loops, each operand's tiled dimension the result of its indexing map that is exactly the loop),
 * or a {@code tensor.pad} of constant low and high padding along a dimension it does not pad (its
 * "loop" is that dimension: a tile of the source padded is the tile of the padded tensor). A loop slices an op when every operand
 * involving it holds it as a plain dimension.
 */
final class SliceDims {
  private SliceDims() {}

  /** Whether {@code op} can be a member of a chain. */
  static boolean member(Operation op) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      return fits(l);
    }
    return pad(op) != null;
  }

  /** The op's loop ranges (a pad's: its result shape); null if it is no member. */
  static long[] ranges(Operation op) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      return fits(l) ? l.staticLoopRanges() : null;
    }
    long[][] p = pad(op);
    return p == null ? null : ((RankedTensorType) op.getResult(0).getType()).getShape();
  }

  /** Whether {@code loop} of the member {@code op} is parallel (every unpadded dimension of a pad is). */
  static boolean parallel(Operation op, int loop) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      return l.iteratorTypes().get(loop).equals("parallel");
    }
    long[][] p = pad(op);
    return p != null && p[0][loop] == 0 && p[1][loop] == 0;
  }

  /**
   * The dimension of operand {@code operand} that is exactly {@code loop} of {@code op} (or a
   * window of one row, stride 1); -1 if the operand does not involve the loop, -2 if it involves it
   * otherwise than as a plain dimension.
   */
  static int operandDim(Operation op, int operand, int loop) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      AffineMap m = l.indexingMaps().get(operand);
      if (!TileChain.involves(m, loop)) {
        return -1;
      }
      int plain = TileChain.plainResult(m, loop);
      if (plain >= 0) {
        return plain;
      }
      // A window of one row and stride 1 (d2 + d5, d5 of range 1: a 1x1 convolution's input)
      // reads the tile's rows: a plain dimension for slicing.
      Window w = window(op, operand, loop);
      return w != null && w.stride() == 1 && w.reach() == 1 ? w.dim() : -2; // e.g. d0 + 1: not the tile's rows
    }
    return operand == 0 ? loop : -1;
  }

  /** The dimension of result {@code result} that is {@code loop}; -2 if it involves it otherwise, -1 if not. */
  static int resultDim(Operation op, int result, int loop) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      return operandDim(op, l.numDpsInputs() + l.tiedInitIndex(result), loop);
    }
    return loop;
  }

  /** The loop of {@code op} that is dimension {@code dim} of its result {@code result}; -1 if none. */
  static int loopOfResultDim(Operation op, int result, int dim) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      AffineExpr e = l.indexingMapMatchingResult(result).getResult(dim);
      return e instanceof AffineDimExpr de ? de.getPosition() : -1;
    }
    return dim;
  }

  /** Whether every operand of {@code op} involving {@code loop} holds it as a plain dimension. */
  static boolean sliceable(Operation op, int loop) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (operandDim(op, i, loop) == -2) {
        return false;
      }
    }
    return true;
  }

  /**
   * How input {@code operand} of {@code op} holds {@code loop} as a window, {@code loop * stride +
   * j * dilation} at dimension {@code dim} ({@code j} another loop of static range, no constant):
   * a convolution's or pooling's input rows. A tile of rows {@code [r, r + n)} of the loop reads
   * the rows {@code [r * stride, r * stride + rows(n))} (the tile's halo); the op on that slice
   * keeps its indexing map.
   */
  record Window(int dim, long stride, long reach) {
    /** The operand rows a tile of {@code n} of the loop reads. */
    long rows(long n) {
      return (n - 1) * stride + reach;
    }
  }

  /** The window of input {@code operand} along {@code loop}; null if it is none (or not an input). */
  static Window window(Operation op, int operand, int loop) {
    LinalgOp l = LinalgOp.of(op);
    if (l == null || !fits(l) || operand >= l.numDpsInputs()
        || !(op.getOperand(operand).getType() instanceof RankedTensorType t) || !t.hasStaticShape()) {
      return null;
    }
    AffineMap m = l.indexingMaps().get(operand);
    int dim = -1;
    for (int r = 0; r < m.getNumResults(); r++) {
      if (m.getResult(r).isFunctionOfDim(loop)) {
        if (dim >= 0) {
          return null;
        }
        dim = r;
      }
    }
    if (dim < 0) {
      return null;
    }
    long[] flat = AffineLinearSimplifier.flatten(m.getResult(dim), m.getNumDims(), m.getNumSymbols());
    if (flat == null || flat[flat.length - 1] != 0 || flat[loop] < 1) {
      return null;
    }
    long[] ranges = l.staticLoopRanges();
    int other = -1;
    for (int k = 0; k < flat.length - 1; k++) {
      if (k != loop && flat[k] != 0) {
        if (other >= 0 || k >= m.getNumDims() || flat[k] < 1 || ShapedType.isDynamic(ranges[k]) || ranges[k] < 1) {
          return null;
        }
        other = k;
      }
    }
    if (other < 0) {
      return null; // d0 * 2 alone: no halo, but no plain dimension either
    }
    return new Window(dim, flat[loop], (ranges[other] - 1) * flat[other] + 1);
  }

  /**
   * Whether every operand of {@code op} involving {@code loop} holds it as a plain dimension or,
   * an input of static shape, as a {@link #window} (tiles then read halos), the loop's range static.
   */
  static boolean sliceableWithWindows(Operation op, int loop) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (operandDim(op, i, loop) == -2 && window(op, i, loop) == null) {
        return false;
      }
    }
    return true;
  }

  /**
   * The {low, high} padding of {@code op}, a {@code tensor.pad} of constant padding, along
   * {@code dim} when both are static; null otherwise.
   */
  static long[] padding(Operation op, int dim) {
    long[][] p = pad(op);
    if (p == null || ShapedType.isDynamic(p[0][dim]) || ShapedType.isDynamic(p[1][dim])) {
      return null;
    }
    return new long[] {p[0][dim], p[1][dim]};
  }

  /** Whether {@code op} is a {@code tensor.pad}: its result is a copy the window ops' split removes. */
  static boolean isPad(Operation op) {
    return PadOp.SPEC.isa(op);
  }

  /** Structured, on ranked tensors, loop ranges known from the shapes, no {@code linalg.index}. */
  private static boolean fits(LinalgOp l) {
    if (!l.hasPureTensorSemantics() || l.hasIndexSemantics() || l.staticLoopRanges() == null) {
      return false;
    }
    for (Value v : l.getOperation().getOperands()) {
      if (v.getType() instanceof jopt.ir.type.ShapedType t && !(t instanceof RankedTensorType)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A pad's {low, high}, {@link jopt.ir.type.ShapedType#DYNAMIC} where a padding is computed at
   * run time (a strided window over a dynamic size: that dimension is padded, never tiled); null
   * if {@code op} is none.
   */
  private static long[][] pad(Operation op) {
    if (!PadOp.SPEC.isa(op)) {
      return null;
    }
    PadOp pad = PadOp.of(op);
    if (!(pad.source().getType() instanceof RankedTensorType) || pad.constantPaddingValue() == null) {
      return null;
    }
    return new long[][] {constants(pad.mixedLowPad()), constants(pad.mixedHighPad())};
  }

  private static long[] constants(List<OpFoldResult> values) {
    long[] r = new long[values.size()];
    for (int i = 0; i < r.length; i++) {
      Long v = values.get(i).getConstantIntValue();
      r[i] = v == null ? jopt.ir.type.ShapedType.DYNAMIC : v;
    }
    return r;
  }
}
