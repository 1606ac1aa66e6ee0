package jopt.dialects.linalg;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;

/**
 * MLIR's ConvolutionOpInterface verification (isConvolutionInterfaceImpl): the image map is a
 * sum of (scaled) loops per dimension, the filter and output maps are projected permutations,
 * and every loop is a batch, output image, output channel, filter, input channel or depth loop.
 */
public final class ConvolutionMatcher {
  private ConvolutionMatcher() {}

  /** MLIR's verifyConvolutionInterface; reports on the op and returns false on failure. */
  static boolean verify(LinalgOp v) {
    String error = match(v);
    if (error != null) {
      v.getOperation().emitError(error);
      return false;
    }
    return true;
  }

  /** MLIR's isaConvolutionOpInterface (without diagnostics). */
  public static boolean isaConvolutionOp(LinalgOp v) {
    return match(v) == null;
  }

  /** The message of the first failed condition, or null. */
  private static String match(LinalgOp v) {
    if (v.numDpsInputs() < 2 || v.numDpsInits() != 1) {
      return "expected op with 2 inputs and 1 output";
    }
    List<AffineMap> maps = v.indexingMaps();
    Walker input = new Walker();
    for (AffineExpr e : maps.get(0).getResults()) {
      if (!input.visit(e)) {
        return "unexpected input index map for convolutions";
      }
    }
    AffineMap filter = maps.get(1);
    AffineMap output = maps.get(maps.size() - 1);
    if (!filter.isProjectedPermutation(false) || !output.isProjectedPermutation(false)) {
      return "expected output/filter indexing maps to be projected permutations";
    }
    List<String> iterators = v.iteratorTypes();
    Set<Integer> outputDims = dims(output);
    Set<Integer> filterDims = dims(filter);
    Set<Integer> all = new HashSet<>();
    for (AffineExpr e : output.getResults()) {
      int d = ((AffineDimExpr) e).getPosition();
      boolean unconvolved = input.unconvolved.contains(d);
      boolean convolved = input.convolved.contains(d);
      boolean inFilter = filterDims.contains(d);
      if (unconvolved && !inFilter || convolved && !inFilter || !convolved && !unconvolved && inFilter
          || unconvolved && inFilter) {
        if (!iterators.get(d).equals("parallel")) {
          return "expected all iterators used to access outputs to be parallel";
        }
        all.add(d);
        continue;
      }
      return "unexpected loop dimension for convolution op";
    }
    for (AffineExpr e : filter.getResults()) {
      int d = ((AffineDimExpr) e).getPosition();
      boolean unconvolved = input.unconvolved.contains(d);
      boolean convolved = input.convolved.contains(d);
      boolean inOutput = outputDims.contains(d);
      if (inOutput && !unconvolved && !convolved || unconvolved && inOutput) {
        continue;
      }
      if (convolved && !inOutput || unconvolved && !inOutput) {
        if (!iterators.get(d).equals("reduction")) {
          return "expected all iterators not used to access outputs to be reduction";
        }
        if (!all.add(d)) {
          return "unexpected loop dimension for convolution op";
        }
        continue;
      }
      return "unexpected loop dimension for convolution op";
    }
    if (all.size() != v.numLoops()) {
      return "unexpected loop dimension for convolution op";
    }
    if (input.convolved.isEmpty()) {
      return "expected convolved dim to be non-empty";
    }
    return null;
  }

  private static Set<Integer> dims(AffineMap map) {
    Set<Integer> r = new HashSet<>();
    for (AffineExpr e : map.getResults()) {
      r.add(((AffineDimExpr) e).getPosition());
    }
    return r;
  }

  /**
   * MLIR's ConvAccessExprWalker: each image index is a loop (unconvolved) or a sum of two
   * loops, each alone or times a symbol or constant (convolved); no loop twice.
   */
  private static final class Walker {
    final Set<Integer> convolved = new HashSet<>();
    final Set<Integer> unconvolved = new HashSet<>();

    boolean visit(AffineExpr e) {
      if (e instanceof AffineDimExpr d) {
        int p = d.getPosition();
        if (used(p)) {
          return false;
        }
        unconvolved.add(p);
        return true;
      }
      if (!(e instanceof AffineBinaryOpExpr b) || b.getKind() != AffineExprKind.ADD) {
        return false;
      }
      Integer lhs = scaledDim(b.getLHS());
      Integer rhs = lhs == null ? null : scaledDim(b.getRHS());
      if (lhs == null || rhs == null) {
        return false;
      }
      return true;
    }

    private boolean used(int d) {
      return convolved.contains(d) || unconvolved.contains(d);
    }

    /** A loop, or a loop times a symbol or constant; marks it convolved. */
    private Integer scaledDim(AffineExpr e) {
      AffineDimExpr dim = null;
      if (e instanceof AffineDimExpr d) {
        dim = d;
      } else if (e instanceof AffineBinaryOpExpr m && m.getKind() == AffineExprKind.MUL) {
        boolean factor = m.getLHS() instanceof AffineSymbolExpr || m.getRHS() instanceof AffineSymbolExpr
            || m.getLHS() instanceof AffineConstantExpr || m.getRHS() instanceof AffineConstantExpr;
        dim = m.getLHS() instanceof AffineDimExpr l ? l : m.getRHS() instanceof AffineDimExpr r ? r : null;
        if (!factor) {
          dim = null;
        }
      }
      if (dim == null || used(dim.getPosition())) {
        return null;
      }
      convolved.add(dim.getPosition());
      return dim.getPosition();
    }
  }
}
