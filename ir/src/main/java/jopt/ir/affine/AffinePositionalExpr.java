package jopt.ir.affine;

import java.util.List;

/**
 * A dimension or a symbol: an identifier by position (MLIR keeps both in one storage,
 * AffineDimExprStorage). What they do alike is here; each says only which list it indexes.
 */
public sealed interface AffinePositionalExpr extends AffineExpr permits AffineDimExpr, AffineSymbolExpr {
  int position();

  default int getPosition() {
    return position();
  }

  private boolean isDim() {
    return getKind() == AffineExprKind.DIM;
  }

  @Override
  default boolean isSymbolicOrConstant() {
    return !isDim();
  }

  @Override
  default boolean isPureAffine() {
    return true;
  }

  @Override
  default long getLargestKnownDivisor() {
    return 1;
  }

  @Override
  default boolean isFunctionOfDim(int p) {
    return isDim() && p == position();
  }

  @Override
  default boolean isFunctionOfSymbol(int p) {
    return !isDim() && p == position();
  }

  @Override
  default AffineExpr replaceDimsAndSymbols(List<AffineExpr> dimReplacements,
      List<AffineExpr> symReplacements) {
    List<AffineExpr> replacements = isDim() ? dimReplacements : symReplacements;
    return position() < replacements.size() ? replacements.get(position()) : this;
  }

  @Override
  default long eval(long[] dims, long[] symbols) {
    return (isDim() ? dims : symbols)[position()];
  }
}
