package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A number of bytes as a polynomial with non-negative integer coefficients in index values
 * (dynamic sizes, never negative), each value an atom numbered by its caller. Immutable. One
 * polynomial is at most another for every binding of the atoms where each of its coefficients
 * is at most the other's ({@link #atMost}): the test the symbolic placement of buffers of
 * dynamic size decides with ({@link SymbolicPlacement}). It is sufficient, not necessary, so
 * a size it cannot order stays unordered.
 */
record SizePoly(Map<List<Integer>, Long> terms) {
  // terms: monomial (atom numbers, ascending, with repeats; empty: the constant) to coefficient
  // > 0; made only through the factories below.
  static final SizePoly ZERO = new SizePoly(Map.of());

  static SizePoly constant(long c) {
    if (c < 0) {
      throw new IllegalArgumentException("negative size " + c);
    }
    return c == 0 ? ZERO : new SizePoly(Map.of(List.of(), c));
  }

  static SizePoly atom(int id) {
    return new SizePoly(Map.of(List.of(id), 1L));
  }

  SizePoly plus(SizePoly o) {
    if (o.terms.isEmpty()) {
      return this;
    }
    Map<List<Integer>, Long> sum = new HashMap<>(terms);
    o.terms.forEach((m, c) -> sum.merge(m, c, Long::sum));
    return new SizePoly(Map.copyOf(sum));
  }

  SizePoly times(SizePoly o) {
    Map<List<Integer>, Long> product = new HashMap<>();
    for (Map.Entry<List<Integer>, Long> a : terms.entrySet()) {
      for (Map.Entry<List<Integer>, Long> b : o.terms.entrySet()) {
        List<Integer> m = new ArrayList<>(a.getKey());
        m.addAll(b.getKey());
        Collections.sort(m);
        product.merge(List.copyOf(m), a.getValue() * b.getValue(), Long::sum);
      }
    }
    return new SizePoly(Map.copyOf(product));
  }

  /** Whether this is at most {@code o} for every binding: each coefficient at most o's. */
  boolean atMost(SizePoly o) {
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      if (e.getValue() > o.terms.getOrDefault(e.getKey(), 0L)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether this is at most {@code o} for every binding of the atoms to values of at least 1
   * (each atom {@code x} taken as {@code 1 + y}, then coefficient by coefficient). It decides
   * peaks, never places ({@link Admission}); a monomial of more than
   * {@value #MAX_SHIFTED_DEGREE} atoms is compared as {@link #atMost} does.
   */
  boolean atMostForNonEmpty(SizePoly o) {
    return atMost(o) || shifted().atMost(o.shifted());
  }

  private static final int MAX_SHIFTED_DEGREE = 8;

  /** This with each atom {@code x} replaced by {@code 1 + x}. */
  private SizePoly shifted() {
    Map<List<Integer>, Long> out = new HashMap<>();
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      List<Integer> m = e.getKey();
      if (m.size() > MAX_SHIFTED_DEGREE) {
        return this;
      }
      // (1 + x1)...(1 + xk): one term per subset of the k factors.
      for (int mask = 0; mask < 1 << m.size(); mask++) {
        List<Integer> sub = new ArrayList<>();
        for (int i = 0; i < m.size(); i++) {
          if ((mask & (1 << i)) != 0) {
            sub.add(m.get(i));
          }
        }
        out.merge(List.copyOf(sub), e.getValue(), Long::sum);
      }
    }
    return new SizePoly(Map.copyOf(out));
  }

  /**
   * An upper bound of this where the atoms of {@code zero} are 0: each atom with an upper bound
   * (one level) replaced by it, by 1 where the bound is {@code max(u, 1)} and {@code u} is 0, and
   * its monomial dropped where the bound is {@code u} and {@code u} is 0.
   */
  SizePoly bounded(java.util.Set<Integer> zero, SizeMax.Bounds bounds) {
    if (bounds == SizeMax.Bounds.NONE) {
      return this;
    }
    Map<List<Integer>, Long> out = new HashMap<>();
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      List<Integer> m = new ArrayList<>();
      boolean dropped = false;
      for (int a : e.getKey()) {
        int u = bounds.upper(a);
        if (u < 0 || zero.contains(a)) {
          m.add(a);
        } else if (!zero.contains(u)) {
          m.add(u);
        } else if (!bounds.upperOrOne(a)) {
          dropped = true;
        }
        // else: bounded by 1, the factor goes
      }
      if (!dropped) {
        Collections.sort(m);
        out.merge(List.copyOf(m), e.getValue(), Long::sum);
      }
    }
    return new SizePoly(Map.copyOf(out));
  }

  /**
   * This rounded up to a multiple of {@code a} (a power of two) for every binding: where
   * {@link #alignUp} cannot, each atom's coefficient rounded up too (a larger value, still a
   * multiple of {@code a} at every binding).
   */
  SizePoly alignUpLoose(long a) {
    SizePoly exact = alignUp(a);
    if (exact != null) {
      return exact;
    }
    Map<List<Integer>, Long> out = new HashMap<>();
    terms.forEach((m, c) -> out.put(m, (c + a - 1) / a * a));
    return new SizePoly(Map.copyOf(out));
  }

  /** This with the atoms of {@code zero} bound to 0: the monomials holding one drop out. */
  SizePoly withZero(java.util.Set<Integer> zero) {
    Map<List<Integer>, Long> out = new HashMap<>();
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      if (java.util.Collections.disjoint(e.getKey(), zero)) {
        out.put(e.getKey(), e.getValue());
      }
    }
    return out.size() == terms.size() ? this : new SizePoly(Map.copyOf(out));
  }

  /** The least polynomial at least this and {@code o} coefficient by coefficient. */
  SizePoly upperBound(SizePoly o) {
    Map<List<Integer>, Long> out = new HashMap<>(terms);
    o.terms.forEach((m, c) -> out.merge(m, c, Math::max));
    return new SizePoly(Map.copyOf(out));
  }

  /** The constant term. */
  long constantTerm() {
    return terms.getOrDefault(List.of(), 0L);
  }

  /** Whether this has no atom (a number of bytes known now). */
  boolean isConstant() {
    return terms.isEmpty() || (terms.size() == 1 && terms.containsKey(List.of()));
  }

  /**
   * This rounded up to a multiple of {@code a} (a power of two) for every binding, as a
   * polynomial: where every coefficient of an atom is a multiple of {@code a}, the constant
   * rounded up; else null.
   */
  SizePoly alignUp(long a) {
    if (a <= 1) {
      return this;
    }
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      if (!e.getKey().isEmpty() && e.getValue() % a != 0) {
        return null;
      }
    }
    long c = constantTerm();
    long up = (c + a - 1) / a * a;
    if (up == c) {
      return this;
    }
    Map<List<Integer>, Long> aligned = new HashMap<>(terms);
    aligned.put(List.of(), up);
    return new SizePoly(Map.copyOf(aligned));
  }

  /** The value with every atom bound to {@code x} (to order polynomials {@link #atMost} does not). */
  double at(double x) {
    double sum = 0;
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      sum += e.getValue() * Math.pow(x, e.getKey().size());
    }
    return sum;
  }

  /** The value with atom {@code i} bound to {@code binding[i]}, in doubles (no overflow). */
  double at(double[] binding) {
    double sum = 0;
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      double m = e.getValue();
      for (int a : e.getKey()) {
        m *= binding[a];
      }
      sum += m;
    }
    return sum;
  }

  /** The value at {@code binding} (atom {@code i} bound to {@code binding[i]}). */
  long valueAt(long[] binding) {
    long sum = 0;
    for (Map.Entry<List<Integer>, Long> e : terms.entrySet()) {
      long m = e.getValue();
      for (int a : e.getKey()) {
        m *= binding[a];
      }
      sum += m;
    }
    return sum;
  }

  /** The terms, constant first, then by monomial (a fixed order, for the IR built from them). */
  List<Map.Entry<List<Integer>, Long>> sortedTerms() {
    List<Map.Entry<List<Integer>, Long>> out = new ArrayList<>(terms.entrySet());
    out.sort((x, y) -> {
      List<Integer> a = x.getKey();
      List<Integer> b = y.getKey();
      if (a.size() != b.size()) {
        return Integer.compare(a.size(), b.size());
      }
      for (int i = 0; i < a.size(); i++) {
        if (!a.get(i).equals(b.get(i))) {
          return Integer.compare(a.get(i), b.get(i));
        }
      }
      return 0;
    });
    return out;
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<List<Integer>, Long> e : sortedTerms()) {
      if (s.length() > 0) {
        s.append(" + ");
      }
      s.append(e.getValue());
      for (int a : e.getKey()) {
        s.append("*s").append(a);
      }
    }
    return s.length() == 0 ? "0" : s.toString();
  }

  /**
   * The largest of some {@link SizePoly}s for each binding of their atoms: the offset of a buffer
   * placed on top of buffers whose ends are not ordered, and the size of an arena. Immutable; no
   * term is at most another. Past {@value #MAX_TERMS} terms it is replaced by one polynomial at
   * least each of them (a larger value, never a smaller one).
   */
  record SizeMax(List<SizePoly> terms) {
    // Made only through the factories below: no term at most another.
    static final int MAX_TERMS = 8;
    static final SizeMax ZERO = new SizeMax(List.of(SizePoly.ZERO));

    static SizeMax of(SizePoly p) {
      return new SizeMax(List.of(p));
    }

    static SizeMax of(List<SizePoly> polys) {
      List<SizePoly> kept = new ArrayList<>();
      for (int i = 0; i < polys.size(); i++) {
        SizePoly p = polys.get(i);
        boolean below = false;
        for (int j = 0; j < polys.size() && !below; j++) {
          SizePoly o = polys.get(j);
          below = j != i && p.atMost(o) && (!o.atMost(p) || j < i);
        }
        if (!below) {
          kept.add(p);
        }
      }
      if (kept.isEmpty()) {
        return ZERO;
      }
      if (kept.size() > MAX_TERMS) {
        SizePoly bound = kept.get(0);
        for (SizePoly p : kept) {
          bound = bound.upperBound(p);
        }
        return of(bound);
      }
      return new SizeMax(List.copyOf(kept));
    }

    SizeMax max(SizeMax o) {
      List<SizePoly> all = new ArrayList<>(terms);
      all.addAll(o.terms);
      return of(all);
    }

    SizeMax plus(SizePoly p) {
      List<SizePoly> out = new ArrayList<>();
      for (SizePoly t : terms) {
        out.add(t.plus(p));
      }
      return of(out);
    }

    SizeMax plus(SizeMax o) {
      List<SizePoly> out = new ArrayList<>();
      for (SizePoly a : terms) {
        for (SizePoly b : o.terms) {
          out.add(a.plus(b));
        }
      }
      return of(out);
    }

    /**
     * Each term rounded up to a multiple of {@code a} ({@link SizePoly#alignUp}); null where one
     * is not.
     */
    /** Each term rounded up to a multiple of {@code a} ({@link SizePoly#alignUpLoose}). */
    SizeMax alignUpLoose(long a) {
      List<SizePoly> out = new ArrayList<>();
      for (SizePoly t : terms) {
        out.add(t.alignUpLoose(a));
      }
      return of(out);
    }

    SizeMax alignUp(long a) {
      List<SizePoly> out = new ArrayList<>();
      for (SizePoly t : terms) {
        SizePoly up = t.alignUp(a);
        if (up == null) {
          return null;
        }
        out.add(up);
      }
      return of(out);
    }

    /** Whether this is at most {@code o} for every binding: each term at most one of o's. */
    boolean atMost(SizeMax o) {
      return terms.stream().allMatch(t -> o.terms.stream().anyMatch(t::atMost));
    }

    /** The most atoms {@link #atMostForEveryBinding} splits the bindings by (2^n cases). */
    static final int MAX_CASE_ATOMS = 6;

    /**
     * Whether this is at most {@code o} for every binding of the atoms to non-negative integers,
     * a stronger test than {@link #atMost} where ends and offsets hold constants (a static
     * buffer below them): the bindings are split by which atoms are 0; in each case the
     * monomials holding those atoms drop out and the others are compared with each remaining
     * atom taken as {@code 1 + y} ({@link SizePoly#atMostForNonEmpty}), each term of this at
     * most one of {@code o}'s. Sufficient, not necessary; past {@value #MAX_CASE_ATOMS} atoms
     * it is {@link #atMost}.
     */
    boolean atMostForEveryBinding(SizeMax o) {
      return atMostForEveryBinding(o, Bounds.NONE);
    }

    /**
     * {@link #atMostForEveryBinding(SizeMax)} knowing {@code bounds} of the atoms: cases where
     * an atom that is never 0 is 0 are left out, and in each case an atom of this (the side
     * bounded from above) with an upper bound is replaced by it (monotone: coefficients are
     * non-negative).
     */
    boolean atMostForEveryBinding(SizeMax o, Bounds bounds) {
      if (atMost(o)) {
        return true;
      }
      List<SizePoly> both = new ArrayList<>(terms);
      both.addAll(o.terms);
      List<Integer> atoms = caseAtoms(both, bounds);
      if (atoms == null) {
        return false;
      }
      for (java.util.Set<Integer> zero : zeroCases(atoms, bounds)) {
        for (SizePoly t : terms) {
          SizePoly tz = t.withZero(zero).bounded(zero, bounds);
          boolean below = false;
          for (SizePoly u : o.terms) {
            if (tz.atMostForNonEmpty(u.withZero(zero))) {
              below = true;
              break;
            }
          }
          if (!below) {
            return false;
          }
        }
      }
      return true;
    }

    /**
     * What is known of some atoms (each an index value of the IR): a tile count
     * {@code max(ceildiv(n, c), 1)} is never 0 and at most {@code max(n, 1)}; a last tile's
     * {@code n mod t} is at most {@code n}.
     */
    interface Bounds {
      Bounds NONE = new Bounds() {
        @Override
        public boolean neverZero(int atom) {
          return false;
        }

        @Override
        public int upper(int atom) {
          return -1;
        }

        @Override
        public boolean upperOrOne(int atom) {
          return false;
        }
      };

      /** Whether {@code atom} is at least 1 at every binding. */
      boolean neverZero(int atom);

      /** An atom {@code u} with {@code atom <= u} (or {@code <= max(u, 1)}); -1 if none. */
      int upper(int atom);

      /** Whether {@link #upper}'s bound is {@code max(u, 1)} rather than {@code u}. */
      boolean upperOrOne(int atom);
    }

    /**
     * Whether this is at most {@code o} where the atoms of {@code zero} are 0 and the others at
     * least 1, this bounded from above by {@code bounds}.
     */
    boolean atMostInCase(SizeMax o, java.util.Set<Integer> zero, Bounds bounds) {
      for (SizePoly t : terms) {
        SizePoly tz = t.withZero(zero).bounded(zero, bounds);
        boolean below = false;
        for (SizePoly u : o.terms) {
          if (tz.atMostForNonEmpty(u.withZero(zero))) {
            below = true;
            break;
          }
        }
        if (!below) {
          return false;
        }
      }
      return true;
    }

    /** The atoms of {@code polys} and of their bounds; null past {@value #MAX_CASE_ATOMS}. */
    static List<Integer> caseAtoms(List<SizePoly> polys, Bounds bounds) {
      List<Integer> atoms = new ArrayList<>();
      for (SizePoly p : polys) {
        for (List<Integer> m : p.terms().keySet()) {
          for (int a : m) {
            if (!atoms.contains(a)) {
              atoms.add(a);
            }
          }
        }
      }
      for (int i = 0; i < atoms.size(); i++) {
        int u = bounds.upper(atoms.get(i));
        if (u >= 0 && !atoms.contains(u)) {
          atoms.add(u);
        }
      }
      return atoms.size() > MAX_CASE_ATOMS ? null : atoms;
    }

    /**
     * The cases of which of {@code atoms} are 0 (each subset, as the set of those that are),
     * leaving out those where an atom {@code bounds} knows is never 0 would be.
     */
    static List<java.util.Set<Integer>> zeroCases(List<Integer> atoms, Bounds bounds) {
      List<java.util.Set<Integer>> cases = new ArrayList<>();
      cases:
      for (int mask = 0; mask < 1 << atoms.size(); mask++) {
        java.util.Set<Integer> zero = new java.util.HashSet<>();
        for (int i = 0; i < atoms.size(); i++) {
          if ((mask & (1 << i)) != 0) {
            if (bounds.neverZero(atoms.get(i))) {
              continue cases;
            }
            zero.add(atoms.get(i));
          }
        }
        cases.add(zero);
      }
      return cases;
    }

    /** {@link #atMost} for bindings of at least 1 ({@link SizePoly#atMostForNonEmpty}). */
    boolean atMostForNonEmpty(SizeMax o) {
      return terms.stream().allMatch(t -> o.terms.stream().anyMatch(t::atMostForNonEmpty));
    }

    /** The value at {@code binding} ({@link SizePoly#valueAt}). */
    long valueAt(long[] binding) {
      long m = 0;
      for (SizePoly t : terms) {
        m = Math.max(m, t.valueAt(binding));
      }
      return m;
    }

    /** The value with atom {@code i} bound to {@code binding[i]} ({@link SizePoly#at(double[])}). */
    double at(double[] binding) {
      double m = 0;
      for (SizePoly t : terms) {
        m = Math.max(m, t.at(binding));
      }
      return m;
    }

    /** The value with every atom bound to {@code x}. */
    double at(double x) {
      double m = 0;
      for (SizePoly t : terms) {
        m = Math.max(m, t.at(x));
      }
      return m;
    }

    @Override
    public String toString() {
      return terms.size() == 1 ? terms.get(0).toString() : "max(" + terms + ")";
    }
  }
}
