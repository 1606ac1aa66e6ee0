package jopt.interpreter.semantics;

import jopt.ir.affine.AffineBinaryOpExpr;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineExprKind;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.AffineSymbolExpr;

/**
 * What an affine expression computes when a program runs, defined once: the interpreted affine
 * ops evaluate their maps here ({@link #eval}) and compiled code calls the same static methods
 * per operator ({@link #method}), so both compute one meaning.
 *
 * <p>The meaning is that of MLIR's lowering of affine maps (lower-affine, the expansion of
 * {@code affine.apply} into arith on 64-bit index), which mlir-runner runs: + and * wrap;
 * {@code floordiv}, {@code ceildiv} and {@code mod} are the lowering's formulas for a positive
 * divisor, applied to whatever divisor a symbol brings. For a positive divisor they round towards
 * minus and plus infinity and leave a non-negative remainder, except {@code ceildiv} of
 * {@code Long.MIN_VALUE}, where the lowering's negation wraps ({@code MIN ceildiv 2} is
 * {@code 2^62}, not {@code -2^62}). MLIR's constant folder ({@code divideCeilSigned}) gives the
 * exact value instead; jopt's folder ({@code AffineExpr}) does as MLIR's, these methods as the
 * lowered program does. A division by zero, and the lowering's {@code arith.divsi} or
 * {@code arith.remsi} of {@code Long.MIN_VALUE} by -1, are undefined behaviour: an
 * {@link ArithmeticException} here (the op's semantics report it at the op).
 */
public final class AffineScalars {
  private AffineScalars() {}

  /** The static method of this class that computes operator {@code kind}: signature (JJ)J. */
  public static String method(AffineExprKind kind) {
    return switch (kind) {
      case ADD -> "add";
      case MUL -> "mul";
      case MOD -> "mod";
      case FLOOR_DIV -> "floorDiv";
      case CEIL_DIV -> "ceilDiv";
      default -> throw new IllegalArgumentException("not an operator: " + kind);
    };
  }

  /** Operator {@code kind} of {@code a} and {@code b}: the method {@link #method} names. */
  public static long apply(AffineExprKind kind, long a, long b) {
    return switch (kind) {
      case ADD -> add(a, b);
      case MUL -> mul(a, b);
      case MOD -> mod(a, b);
      case FLOOR_DIV -> floorDiv(a, b);
      case CEIL_DIV -> ceilDiv(a, b);
      default -> throw new IllegalArgumentException("not an operator: " + kind);
    };
  }

  public static long add(long a, long b) {
    return a + b;
  }

  public static long mul(long a, long b) {
    return a * b;
  }

  /** {@code a < 0 ? -1 - (-1 - a) / b : a / b} (C division); -1 - a never overflows. */
  public static long floorDiv(long a, long b) {
    return a < 0 ? -1 - divsi(-1 - a, b) : divsi(a, b);
  }

  /** {@code a <= 0 ? -((0 - a) / b) : (a - 1) / b + 1} (C division, wrapping negation). */
  public static long ceilDiv(long a, long b) {
    return a <= 0 ? -divsi(-a, b) : divsi(a - 1, b) + 1;
  }

  /** {@code r = a % b} (C remainder), {@code r + b} when r is negative. */
  public static long mod(long a, long b) {
    checkDivision(a, b);
    long r = a % b;
    return r < 0 ? r + b : r;
  }

  /** arith.divsi on i64. */
  private static long divsi(long a, long b) {
    checkDivision(a, b);
    return a / b;
  }

  /** arith.divsi and remsi are undefined for a zero divisor and for MIN by -1. */
  private static void checkDivision(long a, long b) {
    if (b == 0) {
      throw new ArithmeticException("divides by zero");
    }
    if (a == Long.MIN_VALUE && b == -1) {
      throw new ArithmeticException("divides " + a + " by -1");
    }
  }

  /** {@code x} on {@code dims} and {@code symbols}, as the methods above compute. */
  public static long eval(AffineExpr x, long[] dims, long[] symbols) {
    if (x instanceof AffineConstantExpr c) {
      return c.value();
    }
    if (x instanceof AffineDimExpr d) {
      return dims[d.position()];
    }
    if (x instanceof AffineSymbolExpr s) {
      return symbols[s.position()];
    }
    AffineBinaryOpExpr b = (AffineBinaryOpExpr) x;
    return apply(b.getKind(), eval(b.getLHS(), dims, symbols), eval(b.getRHS(), dims, symbols));
  }

  /** The results of {@code map} on {@code dims} and {@code symbols}. */
  public static long[] eval(AffineMap map, long[] dims, long[] symbols) {
    long[] r = new long[map.getNumResults()];
    for (int i = 0; i < r.length; i++) {
      r[i] = eval(map.getResult(i), dims, symbols);
    }
    return r;
  }
}
