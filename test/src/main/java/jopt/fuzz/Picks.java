package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Operand selection: every choice is taken modulo the number of candidates, with constants (or
 * a value computed on the spot) as the fallback, so that any choice is valid.
 */
final class Picks {
  private Picks() {}

  static int mod(int choice, int n) {
    return Math.floorMod(choice, n);
  }

  static int div(int choice, int n) {
    return Math.floorDiv(Math.floorMod(choice, 1 << 24), n);
  }

  /** A live memref satisfying {@code p}, or null. */
  static Vals.Mem mem(Block b, int choice, Predicate<Vals.Mem> p) {
    List<Vals.Mem> c = new ArrayList<>();
    for (Vals.Mem m : b.liveMems()) {
      if (p.test(m)) {
        c.add(m);
      }
    }
    return c.isEmpty() ? null : c.get(mod(choice, c.size()));
  }

  /** A scalar of type {@code t}: a visible value or a constant. */
  static String scalar(Block b, Elem t, int choice) {
    List<Vals.Scalar> c = b.scalars(t);
    int k = mod(choice, c.size() + 1);
    if (k < c.size()) {
      return c.get(k).name();
    }
    return b.constant(t, t.literal(div(choice, c.size() + 1)));
  }

  /** An index value in [0, d.lo - 1], so in bounds of a dimension of size d. */
  static String index(Block b, Vals.Dim d, int choice) {
    List<Vals.Scalar> c = new ArrayList<>();
    for (Vals.Scalar s : b.scalars(Elem.INDEX)) {
      if (s.within(0, d.lo() - 1)) {
        c.add(s);
      }
    }
    int k = mod(choice, c.size() + 2);
    int rest = div(choice, c.size() + 2);
    if (k < c.size()) {
      return c.get(k).name();
    }
    if (k == c.size()) {
      return b.index(rest % d.lo());
    }
    // x mod size: in bounds whatever x is.
    List<Vals.Scalar> all = b.scalars(Elem.INDEX);
    String x = all.isEmpty() ? b.index(rest % 9) : all.get(rest % all.size()).name();
    String size = size(b, d);
    String n = b.fn.fresh();
    b.emit(n + " = arith.remui " + x + ", " + size + " : index");
    b.add(new Vals.Scalar(n, Elem.INDEX, 0, d.hi() - 1));
    return n;
  }

  /** Indices in bounds of every dimension of {@code m}. */
  static List<String> indices(Block b, Vals.Mem m, int c0, int c1) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < m.rank(); i++) {
      out.add(index(b, m.dims().get(i), i == 0 ? c0 : c1));
    }
    return out;
  }

  /** The index value holding the size {@code d}. */
  static String size(Block b, Vals.Dim d) {
    return d.sym() != null ? d.sym() : b.index(d.lo());
  }

  /** An index value in [lo, hi]: a visible one, a constant or a clamp of any index value. */
  static Vals.Scalar bounded(Block b, int choice, long lo, long hi) {
    List<Vals.Scalar> c = new ArrayList<>();
    List<Vals.Scalar> all = b.scalars(Elem.INDEX);
    for (Vals.Scalar s : all) {
      if (s.within(lo, hi)) {
        c.add(s);
      }
    }
    int k = mod(choice, c.size() + 2);
    int rest = div(choice, c.size() + 2);
    if (k < c.size()) {
      return c.get(k);
    }
    if (k == c.size() || all.isEmpty()) {
      long v = lo + rest % (hi - lo + 1);
      String n = b.index(v);
      return new Vals.Scalar(n, Elem.INDEX, v, v);
    }
    Vals.Scalar x = all.get(rest % all.size());
    String cur = x.name();
    if (lo > 0) {
      String m = b.fn.fresh();
      b.emit(m + " = arith.maxui " + cur + ", " + b.index(lo) + " : index");
      cur = m;
    }
    String n = b.fn.fresh();
    b.emit(n + " = arith.minui " + cur + ", " + b.index(hi) + " : index");
    Vals.Scalar s = new Vals.Scalar(n, Elem.INDEX, lo, hi);
    b.add(s);
    return s;
  }

  /** An i1: a visible one, a constant, or a fresh comparison of two index or i32 values. */
  static String cond(Block b, int choice) {
    List<Vals.Scalar> c = b.scalars(Elem.I1);
    int k = mod(choice, c.size() + 3);
    int rest = div(choice, c.size() + 3);
    if (k < c.size()) {
      return c.get(k).name();
    }
    if (k == c.size()) {
      return b.constant(Elem.I1, Elem.I1.literal(rest));
    }
    Elem t = k == c.size() + 1 ? Elem.INDEX : Elem.I32;
    String x = scalar(b, t, rest);
    String y = scalar(b, t, rest / 7 + 1);
    String pred = List.of("ult", "slt", "eq", "ne", "uge", "sgt").get(rest % 6);
    String n = b.fn.fresh();
    b.emit(n + " = arith.cmpi " + pred + ", " + x + ", " + y + " : " + t.mlir);
    b.scalar(n, Elem.I1);
    return n;
  }
}
