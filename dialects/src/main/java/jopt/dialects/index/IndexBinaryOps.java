package jopt.dialects.index;

import static jopt.dialects.index.IndexArith.trunc;

import java.util.List;

/**
 * The binary ops of the index dialect (IndexBinaryOp: {@code %c = index.add %a, %b}), one row
 * each: MLIR's summary, its traits, how its folder evaluates constants, and which identities
 * fold. The shared view and definition are {@link IndexBinaryOp}.
 */
public final class IndexBinaryOps {
  private IndexBinaryOps() {}

  /**
   * The value of an op on two values of {@code width} bits (sign-extended in longs), or null
   * where MLIR's folder does not fold (division by zero, a shift by 32 or more).
   */
  @FunctionalInterface
  public interface Calc {
    Long apply(long lhs, long rhs, int width);
  }

  /** The identities a folder applies with a constant right operand. */
  enum Identity {
    NONE,
    /** {@code op(x, 0)} is x (add, sub). */
    ZERO,
    /** {@code mul(x, 1)} is x, {@code mul(x, 0)} is 0. */
    MUL
  }

  /**
   * One op: {@code checked} folders fold only where the 64-bit result truncated agrees with the
   * 32-bit result (the upper bits may change the low ones); the others compute at 64 bits.
   * {@code associative} ops are reassociated by the canonicalizer: {@code op(op(v, c1), c2)} is
   * {@code op(v, op(c2, c1))}.
   */
  public record Row(String name, String summary, boolean commutative, boolean associative, boolean checked,
      Identity identity, Calc calc) {}

  public static final List<Row> ROWS = List.of(
      new Row("index.add", "index addition", true, true, false, Identity.ZERO, (a, b, w) -> trunc(a + b, w)),
      new Row("index.sub", "index subtraction", false, false, false, Identity.ZERO, (a, b, w) -> trunc(a - b, w)),
      new Row("index.mul", "index multiplication", true, true, false, Identity.MUL, (a, b, w) -> trunc(a * b, w)),
      new Row("index.divs", "index signed division", false, false, true, Identity.NONE,
          (a, b, w) -> b == 0 ? null : IndexArith.sdiv(a, b, w)),
      new Row("index.divu", "index unsigned division", false, false, true, Identity.NONE,
          (a, b, w) -> b == 0 ? null : IndexArith.udiv(a, b, w)),
      new Row("index.ceildivs", "index signed ceil division", false, false, true, Identity.NONE,
          IndexArith::ceilDivS),
      new Row("index.ceildivu", "index unsigned ceil division", false, false, true, Identity.NONE,
          IndexArith::ceilDivU),
      new Row("index.floordivs", "index signed floor division", false, false, true, Identity.NONE,
          IndexArith::floorDivS),
      new Row("index.rems", "index signed remainder", false, false, true, Identity.NONE,
          (a, b, w) -> b == 0 ? null : IndexArith.srem(a, b, w)),
      new Row("index.remu", "index unsigned remainder", false, false, true, Identity.NONE,
          (a, b, w) -> b == 0 ? null : IndexArith.urem(a, b, w)),
      new Row("index.maxs", "index signed maximum", true, true, true, Identity.NONE, (a, b, w) -> a > b ? a : b),
      new Row("index.maxu", "index unsigned maximum", true, true, true, Identity.NONE,
          (a, b, w) -> IndexArith.ugt(a, b, w) ? a : b),
      new Row("index.mins", "index signed minimum", true, true, true, Identity.NONE, (a, b, w) -> a < b ? a : b),
      new Row("index.minu", "index unsigned minimum", true, true, true, Identity.NONE,
          (a, b, w) -> IndexArith.ugt(b, a, w) ? a : b),
      // A shift by 32 or more is undefined on a 32-bit target: never folded.
      new Row("index.shl", "index shift left", false, false, false, Identity.NONE,
          (a, b, w) -> Long.compareUnsigned(IndexArith.unsigned(b, w), 32) >= 0 ? null : IndexArith.shl(a, b, w)),
      new Row("index.shrs", "signed index shift right", false, false, true, Identity.NONE,
          (a, b, w) -> Long.compareUnsigned(IndexArith.unsigned(b, w), 32) >= 0 ? null : IndexArith.ashr(a, b, w)),
      new Row("index.shru", "unsigned index shift right", false, false, true, Identity.NONE,
          (a, b, w) -> Long.compareUnsigned(IndexArith.unsigned(b, w), 32) >= 0 ? null : IndexArith.lshr(a, b, w)),
      new Row("index.and", "index bitwise and", true, true, false, Identity.NONE, (a, b, w) -> a & b),
      new Row("index.or", "index bitwise or", true, true, false, Identity.NONE, (a, b, w) -> a | b),
      new Row("index.xor", "index bitwise xor", true, true, false, Identity.NONE, (a, b, w) -> a ^ b));

  /** The row of op {@code name}, or null. */
  public static Row row(String name) {
    for (Row r : ROWS) {
      if (r.name().equals(name)) {
        return r;
      }
    }
    return null;
  }

  /**
   * The folded value of {@code row}'s op on constants, as MLIR's folder gives it: null where it
   * does not fold.
   */
  public static Long fold(Row row, long lhs, long rhs) {
    Long r64 = row.calc().apply(lhs, rhs, 64);
    if (r64 == null || !row.checked()) {
      return r64;
    }
    Long r32 = row.calc().apply(trunc(lhs, 32), trunc(rhs, 32), 32);
    return r32 != null && trunc(r64, 32) == r32 ? r64 : null;
  }
}
