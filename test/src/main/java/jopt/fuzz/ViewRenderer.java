package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Views: they alias their source (same roots) and are read and written through like buffers. */
final class ViewRenderer {
  private ViewRenderer() {}

  static void render(Block b, Stmt.View s) {
    switch (Picks.mod(s.kind(), 7)) {
      case 1:
        cast(b, s);
        return;
      case 2:
        collapse(b, s);
        return;
      case 3:
        expand(b, s);
        return;
      case 4:
        transpose(b, s);
        return;
      case 5:
        if (b.fn.correct()) {
          bytes(b, s);
          return;
        }
        subview(b, s);
        return;
      default:
        subview(b, s);
    }
  }

  private static Vals.Mem view(Block b, String name, MemType t, List<Vals.Dim> dims, Vals.Mem src) {
    Vals.Mem m = new Vals.Mem(name, t, List.copyOf(dims), src.roots(), Vals.Kind.VIEW, b);
    b.add(m);
    return m;
  }

  /** Static offsets, sizes and strides (1 or 2) in bounds of the smallest possible size. */
  static void subview(Block b, Stmt.View s) {
    Vals.Mem src = Picks.mem(b, s.src(), x -> x.type().hasStaticLayout());
    if (src == null) {
      return;
    }
    List<Long> offs = new ArrayList<>();
    List<Long> sizes = new ArrayList<>();
    List<Long> steps = new ArrayList<>();
    List<Long> srcStrides = src.type().effectiveStrides();
    List<Long> strides = new ArrayList<>();
    List<Vals.Dim> dims = new ArrayList<>();
    long offset = src.type().effectiveOffset();
    for (int i = 0; i < src.rank(); i++) {
      int c = Picks.mod(i == 0 ? s.p0() : s.p1(), 1 << 24);
      long lo = src.dims().get(i).lo();
      long step = lo >= 3 && c % 3 == 2 ? 2 : 1;
      long size = 1 + (c / 3) % ((lo - 1) / step + 1);
      long off = (c / 24) % (lo - (size - 1) * step);
      offs.add(off);
      sizes.add(size);
      steps.add(step);
      strides.add(srcStrides.get(i) * step);
      offset += off * srcStrides.get(i);
      dims.add(Vals.Dim.exact(size));
    }
    MemType t = MemType.strided(src.elem(), sizes, strides, offset);
    String n = b.fn.fresh();
    b.emit(
        n + " = memref.subview " + src.name() + list(offs) + " " + list(sizes) + " " + list(steps)
            + " : " + src.type() + " to " + t,
        src);
    view(b, n, t, dims, src);
  }

  /** To dynamic sizes, back to static ones when known, or to a fully dynamic layout. */
  static void cast(Block b, Stmt.View s) {
    Vals.Mem src = Picks.mem(b, s.src(), x -> true);
    if (src == null) {
      return;
    }
    MemType st = src.type();
    long dyn = MemType.DYN;
    List<Long> dynShape = new ArrayList<>();
    List<Long> known = new ArrayList<>();
    boolean allKnown = true;
    for (Vals.Dim d : src.dims()) {
      dynShape.add(dyn);
      known.add(d.lo());
      allKnown &= d.isConst();
    }
    boolean fullyDynamic =
        !st.isIdentity() && st.offset() == dyn && !st.strides().stream().anyMatch(x -> x != dyn)
            && !st.shape().stream().anyMatch(x -> x != dyn);
    MemType t;
    int c = Picks.mod(s.p0(), 3);
    if (st.isIdentity() && c == 0 && allKnown && !st.isStaticShape()) {
      t = MemType.identity(st.elem(), known);
    } else if (st.isIdentity() && c < 2 && st.isStaticShape()) {
      t = MemType.identity(st.elem(), dynShape);
    } else if (!fullyDynamic) {
      List<Long> dynStrides = new ArrayList<>(dynShape);
      t = MemType.strided(st.elem(), dynShape, dynStrides, dyn);
    } else {
      return;
    }
    String n = b.fn.fresh();
    b.emit(n + " = memref.cast " + src.name() + " : " + st + " to " + t, src);
    view(b, n, t, src.dims(), src);
  }

  static void collapse(Block b, Stmt.View s) {
    Vals.Mem src =
        Picks.mem(b, s.src(), x -> x.type().isIdentity() && x.type().isStaticShape() && x.rank() == 2);
    if (src == null) {
      return;
    }
    long n0 = src.type().shape().get(0) * src.type().shape().get(1);
    MemType t = MemType.identity(src.elem(), List.of(n0));
    String n = b.fn.fresh();
    b.emit(n + " = memref.collapse_shape " + src.name() + " [[0, 1]] : " + src.type() + " into " + t, src);
    view(b, n, t, List.of(Vals.Dim.exact(n0)), src);
  }

  static void expand(Block b, Stmt.View s) {
    Vals.Mem src =
        Picks.mem(b, s.src(), x -> x.type().isIdentity() && x.type().isStaticShape() && x.rank() == 1);
    if (src == null) {
      return;
    }
    long size = src.type().shape().get(0);
    List<Long> divisors = new ArrayList<>();
    for (long d = 1; d <= size; d++) {
      if (size % d == 0) {
        divisors.add(d);
      }
    }
    long a = divisors.get(Picks.mod(s.p0(), divisors.size()));
    MemType t = MemType.identity(src.elem(), List.of(a, size / a));
    String n = b.fn.fresh();
    b.emit(
        n + " = memref.expand_shape " + src.name() + " [[0, 1]] output_shape [" + a + ", "
            + size / a + "] : " + src.type() + " into " + t,
        src);
    view(b, n, t, List.of(Vals.Dim.exact(a), Vals.Dim.exact(size / a)), src);
  }

  static void transpose(Block b, Stmt.View s) {
    Vals.Mem src = Picks.mem(b, s.src(), x -> x.rank() == 2 && x.type().hasStaticLayout());
    if (src == null) {
      return;
    }
    List<Long> sh = src.type().shape();
    List<Long> st = src.type().effectiveStrides();
    MemType t =
        MemType.strided(
            src.elem(), List.of(sh.get(1), sh.get(0)), List.of(st.get(1), st.get(0)),
            src.type().effectiveOffset());
    String n = b.fn.fresh();
    b.emit(n + " = memref.transpose " + src.name() + " (d0, d1) -> (d1, d0) : " + src.type() + " to " + t, src);
    view(b, n, t, List.of(src.dims().get(1), src.dims().get(0)), src);
  }

  /**
   * memref.view of a byte buffer as another element type (CORRECT mode only). The buffer is an
   * allocation of this very block (so the view is made once per buffer) and views of one buffer
   * never overlap: bytes written through one typed view are never read through another. Region
   * results are excluded: one may be an earlier buffer (the else of a realloc under scf.if). So
   * are call results: the callee may have written the bytes through views of its own, which this
   * function's views would read as another type (two unrelated views of one buffer: jopt-run's
   * logical-buffer check takes that for a clobbered read).
   */
  private static final java.util.Set<Vals.Kind> ALLOCATED =
      java.util.EnumSet.of(
          Vals.Kind.ALLOC, Vals.Kind.ALLOCA, Vals.Kind.CLONE, Vals.Kind.REALLOC);

  static void bytes(Block b, Stmt.View s) {
    Vals.Mem src =
        Picks.mem(
            b,
            s.src(),
            x -> x.elem() == Elem.I8 && x.type().isIdentity() && x.type().isStaticShape()
                && x.rank() == 1 && x.block() == b && ALLOCATED.contains(x.kind()));
    int c = Picks.mod(s.p0(), 1 << 24);
    if (src == null) {
      List<Vals.Dim> dims = List.of(Vals.Dim.exact(4 * (1 + Picks.mod(s.p1(), 8))));
      src = OpRenderer.fresh(b, Elem.I8, dims, c);
    }
    long size = src.type().shape().get(0);
    List<long[]> taken = b.fn.byteViews.computeIfAbsent(src.roots().iterator().next(), k -> new ArrayList<>());
    Elem e = Elem.VIEW_ELEMS.get(c % Elem.VIEW_ELEMS.size());
    long w = e.bytes;
    long want = 1 + (c / 8) % Math.max(1, size / w);
    List<long[]> spots = new ArrayList<>();
    for (long count : want == 1 ? List.of(1L) : List.of(want, 1L)) {
      if (!spots.isEmpty()) {
        break;
      }
      for (long off = 0; off + count * w <= size; off += w) {
        if (free(taken, off, off + count * w)) {
          spots.add(new long[] {off, count});
        }
      }
    }
    if (spots.isEmpty()) {
      return;
    }
    long[] spot = spots.get((c / 64) % spots.size());
    long off = spot[0];
    long count = spot[1];
    taken.add(new long[] {off, off + count * w});
    List<Long> shape = List.of(count);
    if (Picks.mod(s.p1(), 2) == 1 && count % 2 == 0) {
      shape = List.of(2L, count / 2);
    }
    MemType t = MemType.identity(e, shape);
    List<Vals.Dim> dims = new ArrayList<>();
    for (long d : shape) {
      dims.add(Vals.Dim.exact(d));
    }
    String n = b.fn.fresh();
    b.emit(n + " = memref.view " + src.name() + "[" + b.index(off) + "][] : " + src.type() + " to " + t, src);
    view(b, n, t, dims, src);
  }

  private static boolean free(List<long[]> taken, long from, long to) {
    for (long[] r : taken) {
      if (from < r[1] && r[0] < to) {
        return false;
      }
    }
    return true;
  }

  private static String list(List<Long> l) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < l.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(l.get(i));
    }
    return sb.append(']').toString();
  }
}
