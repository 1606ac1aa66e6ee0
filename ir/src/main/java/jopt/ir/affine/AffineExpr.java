package jopt.ir.affine;

/**
 * An immutable affine expression: a dimension {@code d0}, a symbol {@code s0}, a constant, or a
 * binary {@code +}, {@code *}, {@code mod}, {@code floordiv}, {@code ceildiv}. The builder methods
 * ({@link #add}, {@link #mul}, ...) apply MLIR's construction-time simplifications, so equal
 * expressions built the same way compare equal.
 */
public sealed interface AffineExpr
    permits AffinePositionalExpr, AffineConstantExpr, AffineBinaryOpExpr {

  AffineExprKind getKind();

  static AffineDimExpr dim(int position) {
    return AffineDimExpr.get(position);
  }

  static AffineSymbolExpr symbol(int position) {
    return AffineSymbolExpr.get(position);
  }

  static AffineConstantExpr constant(long value) {
    return AffineConstantExpr.get(value);
  }

  /** MLIR's getAffineBinaryOpExpr: builds {@code lhs kind rhs}, simplified. */
  static AffineExpr binary(AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
    return AffineSimplifier.binary(kind, lhs, rhs);
  }

  default AffineExpr add(AffineExpr other) {
    return AffineSimplifier.binary(AffineExprKind.ADD, this, other);
  }

  default AffineExpr add(long v) {
    return add(constant(v));
  }

  /** {@code this - other}, i.e. {@code this + other * -1}. */
  default AffineExpr sub(AffineExpr other) {
    return add(other.neg());
  }

  default AffineExpr sub(long v) {
    return add(constant(-v));
  }

  default AffineExpr mul(AffineExpr other) {
    return AffineSimplifier.binary(AffineExprKind.MUL, this, other);
  }

  default AffineExpr mul(long v) {
    return mul(constant(v));
  }

  /** {@code -this}, i.e. {@code this * -1}. */
  default AffineExpr neg() {
    return mul(constant(-1));
  }

  default AffineExpr floorDiv(AffineExpr other) {
    return AffineSimplifier.binary(AffineExprKind.FLOOR_DIV, this, other);
  }

  default AffineExpr floorDiv(long v) {
    return floorDiv(constant(v));
  }

  default AffineExpr ceilDiv(AffineExpr other) {
    return AffineSimplifier.binary(AffineExprKind.CEIL_DIV, this, other);
  }

  default AffineExpr ceilDiv(long v) {
    return ceilDiv(constant(v));
  }

  default AffineExpr mod(AffineExpr other) {
    return AffineSimplifier.binary(AffineExprKind.MOD, this, other);
  }

  default AffineExpr mod(long v) {
    return mod(constant(v));
  }

  /** True when no dimension occurs in the expression. */
  boolean isSymbolicOrConstant();

  /** True for a sum of products by constants and divisions/mods by constants. */
  boolean isPureAffine();

  /** The largest integer known to divide this expression (MLIR's getLargestKnownDivisor). */
  long getLargestKnownDivisor();

  /** True when {@code d<position>} occurs in the expression. */
  boolean isFunctionOfDim(int position);

  boolean isFunctionOfSymbol(int position);

  /** Replaces dimensions and symbols by the given expressions (re-simplifying). */
  AffineExpr replaceDimsAndSymbols(java.util.List<AffineExpr> dimReplacements,
      java.util.List<AffineExpr> symReplacements);

  /** Evaluates with the given dimension and symbol values (floor semantics for div and mod). */
  long eval(long[] dims, long[] symbols);

  /** Appends MLIR's textual form of the expression. */
  /** Prints with dims and symbols written by the callbacks (which append to {@code out}). */
  default void print(StringBuilder out, java.util.function.IntConsumer dim, java.util.function.IntConsumer symbol) {
    AffinePrinter.print(this, out, dim, symbol);
  }

  default void print(StringBuilder out) {
    AffinePrinter.print(this, out);
  }
}
