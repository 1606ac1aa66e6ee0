package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An integer known at compile time, or an expression over integers known only at run time
 * (a dimension of a graph input, an element of a shape tensor): a polynomial with integer
 * coefficients over {@link Atom atoms}, kept in a canonical form so that two expressions that
 * are equal as polynomials compare equal ({@code floordiv(h - 1, 2) + 1} from two convolution
 * branches). What a polynomial cannot say (a floor division that does not divide, a minimum) is
 * an atom of its own ({@link Atom.Fn}). Immutable.
 *
 * <p>Dimensions are shapes' sizes and shape tensors' elements alike: the same value flows from
 * {@code Shape} through {@code Gather} and {@code Concat} into a {@code Reshape}'s result type.
 */
public final class SymInt implements Comparable<SymInt> {
  /** The monomials (sorted atom lists, the empty list for the constant) and their coefficients. */
  private final TreeMap<List<Atom>, Long> terms;
  private final String canon;

  private static final SymInt[] SMALL = new SymInt[66];

  static {
    for (int i = 0; i < SMALL.length; i++) {
      SMALL[i] = new SymInt(terms(i - 1));
    }
  }

  public static final SymInt ZERO = of(0);
  public static final SymInt ONE = of(1);

  private SymInt(TreeMap<List<Atom>, Long> terms) {
    this.terms = terms;
    this.canon = render(terms);
  }

  private static TreeMap<List<Atom>, Long> terms(long c) {
    TreeMap<List<Atom>, Long> t = new TreeMap<>(SymInt::compareMonomials);
    if (c != 0) {
      t.put(List.of(), c);
    }
    return t;
  }

  /** The constant {@code c}. */
  public static SymInt of(long c) {
    return c >= -1 && c < SMALL.length - 1 ? SMALL[(int) c + 1] : new SymInt(terms(c));
  }

  /** The value of {@code atom}. */
  public static SymInt of(Atom atom) {
    TreeMap<List<Atom>, Long> t = terms(0);
    t.put(List.of(atom), 1L);
    return new SymInt(t);
  }

  /** Whether the value is known at compile time. */
  public boolean isConstant() {
    return terms.isEmpty() || terms.size() == 1 && terms.containsKey(List.of());
  }

  /** The value; only for a constant. */
  public long value() {
    if (!isConstant()) {
      throw new IllegalStateException(this + " is not a constant");
    }
    Long c = terms.get(List.of());
    return c == null ? 0 : c;
  }

  /** Whether this is the constant {@code c}. */
  public boolean is(long c) {
    return isConstant() && value() == c;
  }

  /** The value as a single atom, or null when it is something else. */
  public Atom asAtom() {
    if (terms.size() == 1) {
      var e = terms.firstEntry();
      if (e.getValue() == 1 && e.getKey().size() == 1) {
        return e.getKey().get(0);
      }
    }
    return null;
  }

  /** The monomials and their coefficients (the empty list is the constant term). */
  public Map<List<Atom>, Long> terms() {
    return Collections.unmodifiableMap(terms);
  }

  /** The atoms this value is built from, its leaves' and its functions'. */
  public List<Atom> atoms() {
    List<Atom> r = new ArrayList<>();
    for (List<Atom> m : terms.keySet()) {
      for (Atom a : m) {
        if (!r.contains(a)) {
          r.add(a);
        }
      }
    }
    return r;
  }

  // ---- arithmetic

  public SymInt add(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(Math.addExact(value(), o.value()));
    }
    TreeMap<List<Atom>, Long> t = new TreeMap<>(terms);
    for (var e : o.terms.entrySet()) {
      long c = Math.addExact(t.getOrDefault(e.getKey(), 0L), e.getValue());
      if (c == 0) {
        t.remove(e.getKey());
      } else {
        t.put(e.getKey(), c);
      }
    }
    return new SymInt(t);
  }

  public SymInt add(long c) {
    return add(of(c));
  }

  public SymInt neg() {
    return mul(of(-1));
  }

  public SymInt sub(SymInt o) {
    return add(o.neg());
  }

  public SymInt sub(long c) {
    return add(of(Math.negateExact(c)));
  }

  public SymInt mul(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(Math.multiplyExact(value(), o.value()));
    }
    TreeMap<List<Atom>, Long> t = new TreeMap<>(SymInt::compareMonomials);
    for (var a : terms.entrySet()) {
      for (var b : o.terms.entrySet()) {
        List<Atom> m = new ArrayList<>(a.getKey());
        m.addAll(b.getKey());
        Collections.sort(m);
        List<Atom> key = List.copyOf(m);
        long c = Math.addExact(t.getOrDefault(key, 0L), Math.multiplyExact(a.getValue(), b.getValue()));
        if (c == 0) {
          t.remove(key);
        } else {
          t.put(key, c);
        }
      }
    }
    return new SymInt(t);
  }

  public SymInt mul(long c) {
    return mul(of(c));
  }

  /**
   * This divided by {@code d} when the division is exact as polynomials (every term divisible by
   * a constant, or by a monomial), else null.
   */
  public SymInt exactDiv(SymInt d) {
    if (d.is(1)) {
      return this;
    }
    if (d.terms.size() != 1) {
      return d.equals(this) && !d.equals(ZERO) ? ONE : null;
    }
    var dt = d.terms.firstEntry();
    long dc = dt.getValue();
    List<Atom> dm = dt.getKey();
    TreeMap<List<Atom>, Long> t = new TreeMap<>(SymInt::compareMonomials);
    for (var e : terms.entrySet()) {
      if (e.getValue() % dc != 0) {
        return null;
      }
      List<Atom> m = new ArrayList<>(e.getKey());
      for (Atom a : dm) {
        if (!m.remove(a)) {
          return null;
        }
      }
      t.put(List.copyOf(m), e.getValue() / dc);
    }
    return new SymInt(t);
  }

  /** Floor division (Python's {@code //}); a divisor of 0 throws ArithmeticException when both are known. */
  public SymInt floorDiv(SymInt d) {
    if (isConstant() && d.isConstant()) {
      return of(Math.floorDiv(value(), d.value()));
    }
    SymInt q = exactDiv(d);
    return q != null ? q : Atom.fn("floordiv", this, d);
  }

  public SymInt floorDiv(long d) {
    return floorDiv(of(d));
  }

  /** Ceiling division. */
  public SymInt ceilDiv(SymInt d) {
    if (isConstant() && d.isConstant()) {
      return of(-Math.floorDiv(-value(), d.value()));
    }
    SymInt q = exactDiv(d);
    return q != null ? q : Atom.fn("ceildiv", this, d);
  }

  public SymInt ceilDiv(long d) {
    return ceilDiv(of(d));
  }

  /** Division truncating towards zero (C's {@code /}, ONNX's integer Div). */
  public SymInt truncDiv(SymInt d) {
    if (isConstant() && d.isConstant()) {
      return of(value() / d.value());
    }
    SymInt q = exactDiv(d);
    if (q != null) {
      return q;
    }
    if (lower() >= 0 && d.lower() > 0) {
      return floorDiv(d);
    }
    return Atom.fn("div", this, d);
  }

  /** The remainder of floor division (the divisor's sign, Python's {@code %}). */
  public SymInt floorMod(SymInt d) {
    if (isConstant() && d.isConstant()) {
      return of(Math.floorMod(value(), d.value()));
    }
    return exactDiv(d) != null ? ZERO : Atom.fn("mod", this, d);
  }

  /** The remainder of truncating division (the dividend's sign, C's {@code %}). */
  public SymInt rem(SymInt d) {
    if (isConstant() && d.isConstant()) {
      return of(value() % d.value());
    }
    if (exactDiv(d) != null) {
      return ZERO;
    }
    return lower() >= 0 && d.lower() > 0 ? floorMod(d) : Atom.fn("rem", this, d);
  }

  public SymInt max(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(Math.max(value(), o.value()));
    }
    if (equals(o) || lower() >= o.upper()) {
      return this;
    }
    if (o.lower() >= upper()) {
      return o;
    }
    return Atom.fn("max", this, o);
  }

  public SymInt min(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(Math.min(value(), o.value()));
    }
    if (equals(o) || upper() <= o.lower()) {
      return this;
    }
    if (o.upper() <= lower()) {
      return o;
    }
    return Atom.fn("min", this, o);
  }

  /** {@code cond != 0 ? a : b}. */
  public static SymInt select(SymInt cond, SymInt a, SymInt b) {
    if (cond.isConstant()) {
      return cond.value() != 0 ? a : b;
    }
    if (a.equals(b)) {
      return a;
    }
    if (cond.lower() > 0 || cond.upper() < 0) {
      return a;
    }
    return Atom.fn("select", cond, a, b);
  }

  /** 1 when equal, else 0. */
  public SymInt eq(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(value() == o.value() ? 1 : 0);
    }
    if (equals(o)) {
      return ONE;
    }
    SymInt diff = sub(o);
    if (diff.lower() > 0 || diff.upper() < 0) {
      return ZERO;
    }
    return Atom.fn("eq", this, o);
  }

  /** 1 when less than {@code o}, else 0. */
  public SymInt lt(SymInt o) {
    if (isConstant() && o.isConstant()) {
      return of(value() < o.value() ? 1 : 0);
    }
    SymInt diff = o.sub(this);
    if (diff.lower() > 0) {
      return ONE;
    }
    if (diff.upper() <= 0) {
      return ZERO;
    }
    return Atom.fn("lt", this, o);
  }

  /**
   * numpy's broadcast of two sizes: the other where one is 1, else both (which must then agree:
   * a check made at run time where the sizes are known only then).
   */
  public SymInt broadcast(SymInt o) {
    if (is(1)) {
      return o;
    }
    if (o.is(1) || equals(o)) {
      return this;
    }
    if (isConstant() && o.isConstant()) {
      return null;
    }
    if (isMinOfAtLeastOne(o)) {
      return o;
    }
    if (o.isMinOfAtLeastOne(this)) {
      return this;
    }
    // A size that is never 1 (a constant other than 1, at least 2, or even: an upsampling's
    // 2 * H) is the result: the other must be 1 or equal to it.
    if (neverOne()) {
      return this;
    }
    if (o.neverOne()) {
      return o;
    }
    return Atom.fn("bcast", this, o);
  }

  /** Whether the value is never 1: a constant other than 1, at least 2, or even (every coefficient is). */
  public boolean neverOne() {
    if (lower() >= 2 || upper() <= 0) {
      return true;
    }
    for (long c : terms.values()) {
      if (c % 2 != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether this is {@code min(x, y)} with {@code y} at least 1 (a table sliced to {@code x} rows):
   * its broadcast with {@code x} is then {@code x}, as the two are equal or {@code y < x} is 1.
   */
  private boolean isMinOfAtLeastOne(SymInt x) {
    if (!(asAtom() instanceof Atom.Fn f) || !f.kind().equals("min") || f.args().size() != 2) {
      return false;
    }
    SymInt a = f.args().get(0);
    SymInt b = f.args().get(1);
    return a.equals(x) && b.lower() >= 1 || b.equals(x) && a.lower() >= 1;
  }

  // ---- bounds

  /** A lower bound of the value (Long.MIN_VALUE when unbounded). */
  public long lower() {
    return bounds()[0];
  }

  /** An upper bound of the value (Long.MAX_VALUE when unbounded). */
  public long upper() {
    return bounds()[1];
  }

  private long[] bounds;

  private long[] bounds() {
    long[] b = bounds;
    if (b == null) {
      b = computeBounds();
      bounds = b;
    }
    return b;
  }

  private long[] computeBounds() {
    long lo = 0;
    long hi = 0;
    for (var e : terms.entrySet()) {
      long[] m = {1, 1};
      for (Atom a : e.getKey()) {
        m = Bounds.mul(m, new long[] {a.lower(), a.upper()});
      }
      m = Bounds.mul(m, new long[] {e.getValue(), e.getValue()});
      lo = Bounds.add(lo, m[0]);
      hi = Bounds.add(hi, m[1]);
    }
    return new long[] {lo, hi};
  }

  // ---- identity

  @Override
  public boolean equals(Object o) {
    return o instanceof SymInt s && s.canon.equals(canon);
  }

  @Override
  public int hashCode() {
    return canon.hashCode();
  }

  @Override
  public int compareTo(SymInt o) {
    return canon.compareTo(o.canon);
  }

  /** The canonical form: {@code 3}, {@code 2*N + 1}, {@code floordiv(H - 1, 2)}. */
  @Override
  public String toString() {
    return canon;
  }

  /** The size as a type prints it: the value, or {@code ?}. */
  public String dimString() {
    return isConstant() ? Long.toString(value()) : "?";
  }

  private static int compareMonomials(List<Atom> a, List<Atom> b) {
    if (a.size() != b.size()) {
      return Integer.compare(b.size(), a.size());
    }
    for (int i = 0; i < a.size(); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static String render(TreeMap<List<Atom>, Long> terms) {
    if (terms.isEmpty()) {
      return "0";
    }
    StringBuilder sb = new StringBuilder();
    for (var e : terms.entrySet()) {
      long c = e.getValue();
      List<Atom> m = e.getKey();
      if (sb.length() > 0) {
        sb.append(c < 0 ? " - " : " + ");
        c = Math.abs(c);
      } else if (c < 0 && !m.isEmpty()) {
        sb.append('-');
        c = Math.abs(c);
      }
      if (m.isEmpty()) {
        sb.append(c);
        continue;
      }
      if (c != 1) {
        sb.append(c).append('*');
      }
      for (int i = 0; i < m.size(); i++) {
        sb.append(i > 0 ? "*" : "").append(m.get(i));
      }
    }
    return sb.toString();
  }
}
