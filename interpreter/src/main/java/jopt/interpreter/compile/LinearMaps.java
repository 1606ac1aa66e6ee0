package jopt.interpreter.compile;

import java.util.List;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;

/**
 * An indexing map whose results are sums of loop dimensions times constants plus a constant
 * (a convolution's {@code oh * 2 + kh * 3}, a transpose, a broadcast): result r at iteration
 * {@code i} is {@code constant[r] + sum over d of coefficient[r][d] * i[d]}. With the memref's
 * byte strides, an element's byte position is then the origin plus a stride per loop
 * ({@link #loopStrides}), so that the engines can walk an operand without evaluating its map.
 */
record LinearMaps(long[][] coefficient, long[] constant) {
  /** The linear form of {@code map} over {@code loops} dims, or null when it has none. */
  static LinearMaps of(AffineMap map, int loops) {
    List<AffineExpr> results = map.getResults();
    long[][] coefficient = new long[results.size()][loops];
    long[] constant = new long[results.size()];
    for (int r = 0; r < results.size(); r++) {
      if (!add(results.get(r), 1, coefficient[r], constant, r)) {
        return null;
      }
    }
    return new LinearMaps(coefficient, constant);
  }

  /** Adds {@code scale * x} to result r's form; false when x is not linear (or overflows). */
  private static boolean add(AffineExpr x, long scale, long[] coefficient, long[] constant, int r) {
    try {
      if (x instanceof AffineConstantExpr c) {
        constant[r] = Math.addExact(constant[r], Math.multiplyExact(scale, c.value()));
        return true;
      }
      if (x instanceof AffineDimExpr d) {
        if (d.position() >= coefficient.length) {
          return false;
        }
        coefficient[d.position()] = Math.addExact(coefficient[d.position()], scale);
        return true;
      }
      if (x instanceof AffineBinaryOpExpr b) {
        switch (b.getKind()) {
          case ADD:
            return add(b.getLHS(), scale, coefficient, constant, r)
                && add(b.getRHS(), scale, coefficient, constant, r);
          case MUL:
            if (b.getRHS() instanceof AffineConstantExpr c) {
              return add(b.getLHS(), Math.multiplyExact(scale, c.value()), coefficient, constant, r);
            }
            if (b.getLHS() instanceof AffineConstantExpr c) {
              return add(b.getRHS(), Math.multiplyExact(scale, c.value()), coefficient, constant, r);
            }
            return false;
          default:
            return false;
        }
      }
      return false;
    } catch (ArithmeticException overflow) {
      return false;
    }
  }

  /** Whether loop {@code d} appears in the map (a nonzero coefficient in some result). */
  boolean uses(int d) {
    for (long[] c : coefficient) {
      if (c[d] != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The byte stride of each loop for a memref whose map results have byte strides
   * {@code resultStrides}: how far one step of loop d moves the element.
   */
  long[] loopStrides(long[] resultStrides, int loops) {
    long[] s = new long[loops];
    for (int r = 0; r < coefficient.length; r++) {
      for (int d = 0; d < loops; d++) {
        s[d] += coefficient[r][d] * resultStrides[r];
      }
    }
    return s;
  }

  /** The byte offset of iteration 0 from the memref's origin. */
  long origin(long[] resultStrides) {
    long o = 0;
    for (int r = 0; r < constant.length; r++) {
      o += constant[r] * resultStrides[r];
    }
    return o;
  }

  /**
   * The operands of an engine's run placed: for each of {@code forms} (operand after operand,
   * whose map results have byte strides {@code strides} in that order) its byte stride per loop
   * into {@code loopStrides[i]}; returned, each one's byte position at iteration 0, from its
   * origin {@code base[i]}.
   */
  static long[] place(LinearMaps[] forms, long[] base, long[] strides, int loops,
      long[][] loopStrides) {
    long[] origin = new long[forms.length];
    int k = 0;
    for (int i = 0; i < forms.length; i++) {
      int results = forms[i].constant().length;
      long[] rs = java.util.Arrays.copyOfRange(strides, k, k + results);
      k += results;
      loopStrides[i] = forms[i].loopStrides(rs, loops);
      origin[i] = base[i] + forms[i].origin(rs);
    }
    return origin;
  }

  /**
   * Steps {@code idx} to an engine's next run: an odometer over every loop but {@code inner}
   * (the run's own loop), the last loop fastest; false once every run is done.
   */
  static boolean nextRun(long[] idx, long[] ranges, int inner) {
    for (int d = idx.length - 1; d >= 0; d--) {
      if (d == inner) {
        continue;
      }
      if (++idx[d] < ranges[d]) {
        return true;
      }
      idx[d] = 0;
    }
    return false;
  }

  /**
   * The loop along which an engine's runs go: the one of the least nonzero byte stride in
   * {@code loopStrides} (an operand's stride per loop), loop 0 where every stride is zero.
   */
  static int runLoop(long[] loopStrides) {
    int inner = 0;
    for (int d = 1; d < loopStrides.length; d++) {
      if (Math.abs(loopStrides[d]) < Math.abs(loopStrides[inner]) && loopStrides[d] != 0
          || loopStrides[inner] == 0) {
        inner = d;
      }
    }
    return inner;
  }
}
