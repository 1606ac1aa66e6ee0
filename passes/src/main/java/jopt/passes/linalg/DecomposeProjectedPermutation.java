package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.linalg.BroadcastOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.TransposeOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's DecomposeProjectedPermutation (DecomposeGenericByUnfoldingPermutation.cpp): each input
 * of an all-parallel generic on static tensors that is read through a transposing and/or
 * broadcasting projected permutation becomes an explicit {@code linalg.transpose} and/or
 * {@code linalg.broadcast}, read through the identity.
 */
public final class DecomposeProjectedPermutation extends OpRewritePattern<GenericOp> {
  public DecomposeProjectedPermutation() {
    super(GenericOp.SPEC, GenericOp::of);
  }

  @Override
  public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
    if (!op.hasPureTensorSemantics() || GenericOpMatchers.isSingleInputOutput(op) || GenericOpMatchers.isSingleYieldOp(op)
        || !GenericOpMatchers.isAllParallelLoops(op)) {
      return false;
    }
    List<AffineMap> maps = new ArrayList<>(op.indexingMaps());
    for (AffineMap m : maps) {
      if (!m.isProjectedPermutation(false)) {
        return false;
      }
    }
    for (Value v : op.getOperation().getOperands()) {
      if (!(v.getType() instanceof RankedTensorType t) || !t.hasStaticShape()) {
        return false;
      }
    }
    long[] loopShape = op.staticLoopRanges();
    Location loc = op.getLoc();
    boolean changed = false;
    List<Value> inputs = new ArrayList<>(op.dpsInputs());
    for (int i = 0; i < op.numDpsInputs(); i++) {
      AffineMap map = maps.get(i);
      if (map.isIdentity()) {
        continue;
      }
      RankedTensorType type = (RankedTensorType) inputs.get(i).getType();
      int[] minor = map.getDimPositions();
      int[] sorted = minor.clone();
      Arrays.sort(sorted);
      boolean transposed = !Arrays.equals(minor, sorted);
      List<Long> broadcast = new ArrayList<>();
      for (int d = 0, j = 0; d < map.getNumInputs(); d++) {
        if (j < sorted.length && sorted[j] == d) {
          j++;
          continue;
        }
        broadcast.add((long) d);
      }
      if (transposed) {
        long[] permutation = new long[minor.length];
        for (int r = 0; r < minor.length; r++) {
          permutation[Arrays.binarySearch(sorted, minor[r])] = r;
        }
        long[] shape = new long[minor.length];
        for (int r = 0; r < minor.length; r++) {
          shape[r] = type.getShape()[(int) permutation[r]];
        }
        Value empty = EmptyOp.create(rewriter, loc, shape, type.getElementType(), List.of()).getOperation().getResult(0);
        inputs.set(i, TransposeOp.create(rewriter, loc, inputs.get(i), empty, permutation).getOperation().getResult(0));
        changed = true;
      }
      if (!broadcast.isEmpty()) {
        Value empty = EmptyOp.create(rewriter, loc, loopShape, type.getElementType(), List.of()).getOperation()
            .getResult(0);
        inputs.set(i, BroadcastOp.create(rewriter, loc, inputs.get(i), empty,
            broadcast.stream().mapToLong(Long::longValue).toArray()).getOperation().getResult(0));
        changed = true;
      }
      maps.set(i, AffineMap.getMultiDimIdentityMap(map.getNumDims()));
    }
    if (!changed) {
      return false;
    }
    GenericOp generic = GenericOp.create(rewriter, loc, op.getOperation().getResultTypes(), inputs, op.dpsInits(), maps,
        op.iteratorTypes(), null);
    generic.getOperation().getRegion(0).takeBody(op.getOperation().getRegion(0));
    rewriter.replaceOp(op.getOperation(), generic.getOperation().getResults());
    return true;
  }

  static boolean isDynamic(long d) {
    return d == ShapedType.DYNAMIC;
  }
}
