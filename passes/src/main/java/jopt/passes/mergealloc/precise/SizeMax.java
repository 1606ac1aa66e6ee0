package jopt.passes.mergealloc.precise;

import java.util.ArrayList;
import java.util.List;

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

  /** Each term rounded up to a multiple of {@code a} ({@link SizePoly#alignUp}); null where one is not. */
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
