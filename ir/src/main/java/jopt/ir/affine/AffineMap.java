package jopt.ir.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** {@code (d0, d1)[s0] -> (d0 * 16 + d1 + s0)}: dimension and symbol counts and result expressions. */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
  public AffineMap {
    if (numDims < 0 || numSymbols < 0) {
      throw new IllegalArgumentException("negative dim or symbol count");
    }
    results = List.copyOf(results);
  }

  public static AffineMap get(int numDims, int numSymbols, List<AffineExpr> results) {
    return new AffineMap(numDims, numSymbols, results);
  }

  public static AffineMap get(int numDims, int numSymbols, AffineExpr... results) {
    return new AffineMap(numDims, numSymbols, List.of(results));
  }

  /** {@code () -> ()}. */
  public static AffineMap getEmpty() {
    return new AffineMap(0, 0, List.of());
  }

  /** {@code () -> (value)}. */
  public static AffineMap getConstantMap(long value) {
    return new AffineMap(0, 0, List.of(AffineExpr.constant(value)));
  }

  /** {@code (d0, ..., dn-1) -> (d0, ..., dn-1)}. */
  public static AffineMap getMultiDimIdentityMap(int numDims) {
    List<AffineExpr> r = new ArrayList<>(numDims);
    for (int i = 0; i < numDims; i++) {
      r.add(AffineExpr.dim(i));
    }
    return new AffineMap(numDims, 0, r);
  }

  /** {@code (d0, ..., dn-1) -> (d[targets[0]], d[targets[1]], ...)} (MLIR's getMultiDimMapWithTargets). */
  public static AffineMap getMultiDimMapWithTargets(int numDims, int... targets) {
    List<AffineExpr> r = new ArrayList<>(targets.length);
    for (int t : targets) {
      r.add(AffineExpr.dim(t));
    }
    return new AffineMap(numDims, 0, r);
  }

  /** {@code (d0, ..., dn-1) -> (d[perm[0]], ...)}. */
  public static AffineMap getPermutationMap(int[] permutation) {
    List<AffineExpr> r = new ArrayList<>(permutation.length);
    for (int p : permutation) {
      r.add(AffineExpr.dim(p));
    }
    return new AffineMap(permutation.length, 0, r);
  }

  public int getNumDims() {
    return numDims;
  }

  public int getNumSymbols() {
    return numSymbols;
  }

  public int getNumInputs() {
    return numDims + numSymbols;
  }

  public int getNumResults() {
    return results.size();
  }

  public List<AffineExpr> getResults() {
    return results;
  }

  public AffineExpr getResult(int i) {
    return results.get(i);
  }

  /** MLIR's isIdentity: as many results as dims and result i is {@code d_i} (symbols ignored). */
  public boolean isIdentity() {
    if (numDims != results.size()) {
      return false;
    }
    for (int i = 0; i < numDims; i++) {
      if (!(results.get(i) instanceof AffineDimExpr d) || d.position() != i) {
        return false;
      }
    }
    return true;
  }

  /** No dims, no symbols, no results. */
  public boolean isEmpty() {
    return numDims == 0 && numSymbols == 0 && results.isEmpty();
  }

  public boolean isSingleConstant() {
    return results.size() == 1 && results.get(0) instanceof AffineConstantExpr;
  }

  public long getSingleConstantResult() {
    return ((AffineConstantExpr) results.get(0)).value();
  }

  /** True when every result is a constant. */
  public boolean isConstant() {
    for (AffineExpr e : results) {
      if (!(e instanceof AffineConstantExpr)) {
        return false;
      }
    }
    return true;
  }

  /** Results are distinct dims (or constant 0 when {@code allowZeroInResults}). */
  public boolean isProjectedPermutation(boolean allowZeroInResults) {
    if (numSymbols > 0) {
      return false;
    }
    boolean[] seen = new boolean[numDims];
    for (AffineExpr e : results) {
      if (e instanceof AffineDimExpr d) {
        if (seen[d.position()]) {
          return false;
        }
        seen[d.position()] = true;
      } else if (!(allowZeroInResults && e instanceof AffineConstantExpr c && c.value() == 0)) {
        return false;
      }
    }
    return true;
  }

  public boolean isPermutation() {
    return numDims == results.size() && isProjectedPermutation(false);
  }

  public boolean isPureAffine() {
    for (AffineExpr e : results) {
      if (!e.isPureAffine()) {
        return false;
      }
    }
    return true;
  }

  /** Evaluates every result. */
  public long[] eval(long[] dims, long[] symbols) {
    if (dims.length != numDims || symbols.length != numSymbols) {
      throw new IllegalArgumentException("expected " + numDims + " dims and " + numSymbols + " symbols");
    }
    long[] r = new long[results.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = results.get(i).eval(dims, symbols);
    }
    return r;
  }

  /** The results evaluated when they are all constant after folding, else null. */
  public long[] getConstantResults() {
    if (!isConstant()) {
      return null;
    }
    long[] r = new long[results.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((AffineConstantExpr) results.get(i)).value();
    }
    return r;
  }

  public AffineMap replaceDimsAndSymbols(List<AffineExpr> dimReplacements,
      List<AffineExpr> symReplacements, int newNumDims, int newNumSymbols) {
    List<AffineExpr> r = new ArrayList<>(results.size());
    for (AffineExpr e : results) {
      r.add(e.replaceDimsAndSymbols(dimReplacements, symReplacements));
    }
    return new AffineMap(newNumDims, newNumSymbols, r);
  }

  /** MLIR's compose: {@code this(other(x))}; other's symbols follow this map's symbols. */
  public AffineMap compose(AffineMap other) {
    if (numDims != other.getNumResults()) {
      throw new IllegalArgumentException("compose: " + numDims + " dims vs " + other.getNumResults() + " results");
    }
    int newDims = other.numDims;
    int newSymbols = numSymbols + other.numSymbols;
    List<AffineExpr> dims = new ArrayList<>();
    for (int i = 0; i < newDims; i++) {
      dims.add(AffineExpr.dim(i));
    }
    List<AffineExpr> syms = new ArrayList<>();
    for (int i = numSymbols; i < newSymbols; i++) {
      syms.add(AffineExpr.symbol(i));
    }
    AffineMap shifted = other.replaceDimsAndSymbols(dims, syms, newDims, newSymbols);
    List<AffineExpr> ownSyms = new ArrayList<>();
    for (int i = 0; i < numSymbols; i++) {
      ownSyms.add(AffineExpr.symbol(i));
    }
    return replaceDimsAndSymbols(shifted.results, ownSyms, newDims, newSymbols);
  }

  /**
   * MLIR's inversePermutation: for each dim the first result that is exactly it, as a map from
   * the results to the dims; null unless every dim has one. An empty map is its own inverse.
   */
  public static AffineMap inversePermutation(AffineMap map) {
    if (map.isEmpty()) {
      return map;
    }
    AffineExpr[] exprs = new AffineExpr[map.getNumDims()];
    for (int i = 0; i < map.getNumResults(); i++) {
      if (map.getResult(i) instanceof AffineDimExpr d && exprs[d.getPosition()] == null) {
        exprs[d.getPosition()] = AffineExpr.dim(i);
      }
    }
    List<AffineExpr> seen = new ArrayList<>();
    for (AffineExpr e : exprs) {
      if (e != null) {
        seen.add(e);
      }
    }
    if (seen.size() != map.getNumInputs()) {
      return null;
    }
    return AffineMap.get(map.getNumResults(), 0, seen);
  }

  /** MLIR's concatAffineMaps: the most dims and symbols of any map, every result in order. */
  public static AffineMap concatAffineMaps(List<AffineMap> maps) {
    int dims = 0;
    int syms = 0;
    List<AffineExpr> r = new ArrayList<>();
    for (AffineMap m : maps) {
      dims = Math.max(dims, m.getNumDims());
      syms = Math.max(syms, m.getNumSymbols());
      r.addAll(m.getResults());
    }
    return AffineMap.get(dims, syms, r);
  }

  /** The position of each result, which must all be dims (MLIR's getDimPosition per result). */
  public int[] getDimPositions() {
    int[] r = new int[results.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((AffineDimExpr) results.get(i)).position();
    }
    return r;
  }

  /** The map restricted to the given result positions. */
  public AffineMap getSubMap(int... resultPositions) {
    List<AffineExpr> r = new ArrayList<>();
    for (int p : resultPositions) {
      r.add(results.get(p));
    }
    return new AffineMap(numDims, numSymbols, r);
  }

  public void print(StringBuilder out) {
    printInputs(out);
    out.append(" -> (");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      results.get(i).print(out);
    }
    out.append(')');
  }

  /** {@code (d0, d1)[s0]}. */
  void printInputs(StringBuilder out) {
    out.append('(');
    for (int i = 0; i < numDims; i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append('d').append(i);
    }
    out.append(')');
    if (numSymbols != 0) {
      out.append('[');
      for (int i = 0; i < numSymbols; i++) {
        if (i > 0) {
          out.append(", ");
        }
        out.append('s').append(i);
      }
      out.append(']');
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AffineMap r && numDims == r.numDims
        && numSymbols == r.numSymbols
        && Objects.equals(results, r.results);
  }

  @Override
  public int hashCode() {
    int h = Integer.hashCode(numDims);
    h = 31 * h + Integer.hashCode(numSymbols);
    h = 31 * h + Objects.hashCode(results);
    return h;
  }
}
