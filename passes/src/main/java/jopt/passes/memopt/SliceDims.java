package jopt.passes.memopt;

import java.util.List;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.tensor.PadOp;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

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
   * The dimension of operand {@code operand} that is exactly {@code loop} of {@code op}; -1 if the
   * operand does not involve the loop, -2 if it involves it otherwise than as a plain dimension.
   */
  static int operandDim(Operation op, int operand, int loop) {
    LinalgOp l = LinalgOp.of(op);
    if (l != null) {
      AffineMap m = l.indexingMaps().get(operand);
      if (!TileChain.involves(m, loop)) {
        return -1;
      }
      int plain = TileChain.plainResult(m, loop);
      return plain >= 0 ? plain : -2; // e.g. d0 + 1: the tile's rows are not the operand's
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
