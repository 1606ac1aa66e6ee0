package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;

/**
 * What a {@link SymInt} is a polynomial over: a {@link Leaf}, an integer known only at run time
 * (a graph input's dimension, an element of a tensor computed at run time), or a {@link Fn}, a
 * function of other values that a polynomial cannot say ({@code floordiv(h - 1, 2)},
 * {@code min(n, 5)}). Atoms are equal when their canonical texts are.
 */
public interface Atom extends Comparable<Atom> {
  /** A lower bound of the value. */
  long lower();

  /** An upper bound of the value. */
  long upper();

  @Override
  default int compareTo(Atom o) {
    return toString().compareTo(o.toString());
  }

  /** The largest size a dimension is taken to have (so that a Slice's end of {@code 2^31 - 1} or more takes the whole of {@code d}). */
  long MAX_DIM = Integer.MAX_VALUE;

  /**
   * An integer known at run time: {@code name} is its canonical text (two leaves of one name are
   * one value: the symbolic dimension {@code batch} of two inputs), {@code key} what its user
   * reads it from (the lowering: a dimension of a value). A dimension lies in [0, MAX_DIM].
   */
  record Leaf(String name, Object key, long lower, long upper) implements Atom {
    /** A dimension named {@code name}. */
    public static Leaf dim(String name, Object key) {
      return new Leaf(name, key, 0, MAX_DIM);
    }

    /** An integer of any value. */
    public static Leaf any(String name, Object key) {
      return new Leaf(name, key, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Leaf l && l.name.equals(name);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * {@code kind(args...)}: floordiv, ceildiv, div (truncating), mod (floor), rem (truncating),
   * max, min, select (args: condition, then, else), eq, lt (0 or 1), bcast (numpy's broadcast of
   * two sizes: the other where one is 1).
   */
  final class Fn implements Atom {
    private final String kind;
    private final List<SymInt> args;
    /**
     * The canonical text, made once: atoms are ordered, compared and hashed by it, and a shape
     * computed from shapes nests functions deeply (making it at each comparison was quadratic).
     */
    private final String text;

    public Fn(String kind, List<SymInt> args) {
      this.kind = kind;
      this.args = List.copyOf(args);
      StringBuilder sb = new StringBuilder(kind).append('(');
      for (int i = 0; i < this.args.size(); i++) {
        sb.append(i > 0 ? ", " : "").append(this.args.get(i));
      }
      this.text = sb.append(')').toString();
    }

    public String kind() {
      return kind;
    }

    public List<SymInt> args() {
      return args;
    }

    @Override
    public long lower() {
      return bounds()[0];
    }

    @Override
    public long upper() {
      return bounds()[1];
    }

    private long[] bounds() {
      SymInt a = args.get(0);
      SymInt b = args.size() > 1 ? args.get(1) : null;
      switch (kind) {
        case "floordiv", "ceildiv", "div":
          if (b.isConstant() && b.value() > 0) {
            long c = b.value();
            return new long[] {divBound(a.lower(), c), divBound(a.upper(), c)};
          }
          return unbounded();
        case "mod":
          if (b.isConstant() && b.value() > 0) {
            return new long[] {0, b.value() - 1};
          }
          return unbounded();
        case "max":
          return new long[] {Math.max(a.lower(), b.lower()), Math.max(a.upper(), b.upper())};
        case "min", "bcast":
          return kind.equals("min") ? new long[] {Math.min(a.lower(), b.lower()), Math.min(a.upper(), b.upper())}
              : new long[] {Math.min(a.lower(), b.lower()), Math.max(a.upper(), b.upper())};
        case "select": {
          SymInt c = args.get(2);
          return new long[] {Math.min(b.lower(), c.lower()), Math.max(b.upper(), c.upper())};
        }
        case "eq", "lt":
          return new long[] {0, 1};
        default:
          return unbounded();
      }
    }

    private static long divBound(long v, long c) {
      return v == Long.MIN_VALUE || v == Long.MAX_VALUE ? v : Math.floorDiv(v, c);
    }

    private static long[] unbounded() {
      return new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
    }

    @Override
    public String toString() {
      return text;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Fn f && f.text.equals(text);
    }

    @Override
    public int hashCode() {
      return text.hashCode();
    }
  }

  /** The value {@code kind(args)}, commutative kinds with their arguments in canonical order. */
  static SymInt fn(String kind, SymInt... args) {
    List<SymInt> a = new ArrayList<>(List.of(args));
    if (kind.equals("max") || kind.equals("min") || kind.equals("bcast") || kind.equals("eq")) {
      a.sort(null);
    }
    return SymInt.of(new Fn(kind, a));
  }
}
