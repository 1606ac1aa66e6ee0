package jopt.ir.affine;

import java.util.List;
import java.util.Objects;

/**
 * {@code (d0)[s0] : (d0 - 10 >= 0, s0 == 0)}: constraints {@code expr >= 0} or, where
 * {@code eqFlags[i]} is set, {@code expr == 0}.
 */
public record IntegerSet(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> eqFlags) {
  public IntegerSet {
    constraints = List.copyOf(constraints);
    eqFlags = List.copyOf(eqFlags);
    if (constraints.size() != eqFlags.size()) {
      throw new IllegalArgumentException("one eq flag per constraint");
    }
  }

  public static IntegerSet get(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> eqFlags) {
    return new IntegerSet(numDims, numSymbols, constraints, eqFlags);
  }

  /** MLIR's canonical empty set {@code (dims)[syms] : (1 == 0)}. */
  public static IntegerSet getEmptySet(int numDims, int numSymbols) {
    return new IntegerSet(numDims, numSymbols, List.of(AffineExpr.constant(1)), List.of(true));
  }

  public int getNumConstraints() {
    return constraints.size();
  }

  public AffineExpr getConstraint(int i) {
    return constraints.get(i);
  }

  public boolean isEq(int i) {
    return eqFlags.get(i);
  }

  public void print(StringBuilder out) {
    AffineMap.get(numDims, numSymbols, List.of()).printInputs(out);
    out.append(" : (");
    for (int i = 0; i < constraints.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      constraints.get(i).print(out);
      out.append(eqFlags.get(i) ? " == 0" : " >= 0");
    }
    out.append(')');
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntegerSet r && numDims == r.numDims
        && numSymbols == r.numSymbols
        && Objects.equals(constraints, r.constraints)
        && Objects.equals(eqFlags, r.eqFlags);
  }

  @Override
  public int hashCode() {
    int h = Integer.hashCode(numDims);
    h = 31 * h + Integer.hashCode(numSymbols);
    h = 31 * h + Objects.hashCode(constraints);
    h = 31 * h + Objects.hashCode(eqFlags);
    return h;
  }
}
