package jopt.interpreter.compile;

import jopt.interpreter.semantics.AffineScalars;
import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;

/**
 * The values an affine expression of loop dimensions takes over an iteration box: exact for sums
 * of dimensions times constants, a superset for the rest (products of dimensions, divisions and
 * remainders by positive constants), with the operators' values as {@link AffineScalars} computes
 * them. Tells {@link StructuredKernels} whether an op's accesses stay in bounds.
 */
final class Intervals {
  private Intervals() {}

  /** {lo, hi} of {@code x} for dims d in [0, ranges[d]) (ranges non-empty), or null (symbols, other divisors). */
  static long[] of(AffineExpr x, long[] ranges) {
    if (x instanceof AffineConstantExpr c) {
      return new long[] {c.value(), c.value()};
    }
    if (x instanceof AffineDimExpr d) {
      return d.position() < ranges.length ? new long[] {0, ranges[d.position()] - 1} : null;
    }
    if (!(x instanceof AffineBinaryOpExpr b)) {
      return null;
    }
    long[] l = of(b.getLHS(), ranges);
    long[] r = of(b.getRHS(), ranges);
    if (l == null || r == null) {
      return null;
    }
    try {
      switch (b.getKind()) {
        case ADD:
          return new long[] {Math.addExact(l[0], r[0]), Math.addExact(l[1], r[1])};
        case MUL: {
          long a = Math.multiplyExact(l[0], r[0]);
          long c = Math.multiplyExact(l[0], r[1]);
          long e = Math.multiplyExact(l[1], r[0]);
          long f = Math.multiplyExact(l[1], r[1]);
          return new long[] {Math.min(Math.min(a, c), Math.min(e, f)),
              Math.max(Math.max(a, c), Math.max(e, f))};
        }
        default:
          break;
      }
    } catch (ArithmeticException overflow) {
      return null;
    }
    if (r[0] != r[1] || r[0] <= 0) {
      return null;
    }
    long c = r[0];
    return switch (b.getKind()) {
      case FLOOR_DIV -> new long[] {AffineScalars.floorDiv(l[0], c), AffineScalars.floorDiv(l[1], c)};
      // Monotone but at Long.MIN_VALUE, where the lowering's negation wraps.
      case CEIL_DIV -> l[0] == Long.MIN_VALUE ? null
          : new long[] {AffineScalars.ceilDiv(l[0], c), AffineScalars.ceilDiv(l[1], c)};
      default -> AffineScalars.floorDiv(l[0], c) == AffineScalars.floorDiv(l[1], c)
          ? new long[] {AffineScalars.mod(l[0], c), AffineScalars.mod(l[1], c)}
          : new long[] {0, c - 1};
    };
  }
}
