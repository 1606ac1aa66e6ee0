package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Renders the statements without regions of their own (except linalg bodies). */
final class OpRenderer {
  private OpRenderer() {}

  static void alloc(Block b, Stmt.Alloc s) {
    Elem e = Elem.pick(Elem.MEMREF_ELEMS, s.elem());
    List<Long> shape = new ArrayList<>(Shapes.shape(e, s.shape()));
    List<Vals.Dim> dims = new ArrayList<>();
    for (long d : shape) {
      dims.add(Vals.Dim.exact(d));
    }
    int kind = Picks.mod(s.kind(), 4);
    if (kind == 3 && b.fn.correct()) {
      String n = b.fn.fresh();
      MemType t = MemType.identity(e, shape);
      b.emit(n + " = memref.alloca() : " + t);
      Vals.Mem m = b.newBuffer(n, t, dims, Vals.Kind.ALLOCA, false);
      Buffers.fill(b, m, Picks.scalar(b, e, s.fill()));
      return;
    }
    if (kind == 2) {
      Vals.Scalar size = Picks.bounded(b, Picks.div(s.kind(), 4), 1, 8);
      shape.set(0, MemType.DYN);
      dims.set(0, new Vals.Dim(size.lo(), size.hi(), size.lo() == size.hi() ? null : size.name()));
    }
    Buffers.alloc(b, MemType.identity(e, shape), dims, s.fill());
  }

  static void load(Block b, Stmt.Load s) {
    Vals.Mem m = Picks.mem(b, s.mem(), x -> true);
    if (m == null) {
      return;
    }
    List<String> idx = Picks.indices(b, m, s.i0(), s.i1());
    String n = b.fn.fresh();
    b.emit(n + " = memref.load " + m.name() + "[" + String.join(", ", idx) + "] : " + m.type(), m);
    b.scalar(n, m.elem());
  }

  static void store(Block b, Stmt.Store s) {
    Vals.Mem m = Picks.mem(b, s.mem(), b.fn::writable);
    if (m == null) {
      return;
    }
    String v = Picks.scalar(b, m.elem(), s.val());
    List<String> idx = Picks.indices(b, m, s.i0(), s.i1());
    b.emit(
        "memref.store " + v + ", " + m.name() + "[" + String.join(", ", idx) + "] : " + m.type(),
        m);
  }

  static void fill(Block b, Stmt.Fill s) {
    Vals.Mem m = Picks.mem(b, s.mem(), b.fn::writable);
    if (m != null) {
      Buffers.fill(b, m, Picks.scalar(b, m.elem(), s.val()));
    }
  }

  static void copy(Block b, Stmt.Copy s) {
    Vals.Mem dst = Picks.mem(b, s.dst(), b.fn::writable);
    if (dst == null) {
      return;
    }
    Vals.Mem src =
        Picks.mem(b, s.src(), x -> x.elem() == dst.elem() && x.sameShape(dst) && x.disjoint(dst));
    if (src != null) {
      Buffers.copy(b, src, dst, Picks.mod(s.linalg(), 2) == 1);
    }
  }

  /** An identity type with static sizes where known, and a fresh filled buffer of it. */
  static Vals.Mem fresh(Block b, Elem e, List<Vals.Dim> dims, int fill) {
    List<Long> shape = new ArrayList<>();
    for (Vals.Dim d : dims) {
      shape.add(d.isConst() ? d.lo() : MemType.DYN);
    }
    return Buffers.alloc(b, MemType.identity(e, shape), dims, fill);
  }

  static void matmul(Block b, Stmt.Matmul s) {
    Vals.Mem c = Picks.mem(b, s.c(), x -> x.elem() == Elem.F32 && x.rank() == 2 && b.fn.writable(x));
    if (c == null) {
      return;
    }
    Vals.Mem a =
        Picks.mem(
            b,
            s.a(),
            x -> x.elem() == Elem.F32 && x.rank() == 2 && x.dims().get(0).sameAs(c.dims().get(0))
                && x.disjoint(c));
    if (a == null) {
      a = fresh(b, Elem.F32, List.of(c.dims().get(0), Vals.Dim.exact(1 + Picks.mod(s.a(), 4))), s.a());
    }
    Vals.Mem fa = a;
    Vals.Mem bm =
        Picks.mem(
            b,
            s.b(),
            x -> x.elem() == Elem.F32 && x.rank() == 2 && x.dims().get(0).sameAs(fa.dims().get(1))
                && x.dims().get(1).sameAs(c.dims().get(1)) && x.disjoint(c));
    if (bm == null) {
      bm = fresh(b, Elem.F32, List.of(a.dims().get(1), c.dims().get(1)), s.b());
    }
    b.emit(
        "linalg.matmul ins(" + a.name() + ", " + bm.name() + " : " + a.type() + ", " + bm.type()
            + ") outs(" + c.name() + " : " + c.type() + ")",
        a,
        bm,
        c);
  }

  /**
   * An elementwise linalg.generic. Its variant ({@code op / 12 mod 6}): the body reads input and
   * output (0, 1); only the input, the output not read (2); only the output, the input not read
   * (3); an extra first input never written whose block argument the body ignores, as a pooling
   * window (4); the input an elided constant (5, static sizes).
   */
  static void generic(Block b, Stmt.Generic s) {
    Vals.Mem out = Picks.mem(b, s.out(), b.fn::writable);
    if (out == null) {
      return;
    }
    boolean transposed = out.rank() == 2 && Picks.mod(s.op(), 3) == 2;
    List<Vals.Dim> inDims =
        transposed ? List.of(out.dims().get(1), out.dims().get(0)) : out.dims();
    int variant = Picks.mod(Picks.div(s.op(), 12), 6);
    Vals.Mem in = variant == 5 ? Buffers.elidedConstant(b, out.elem(), inDims) : null;
    if (in == null) {
      in = Picks.mem(
          b,
          s.in(),
          x -> x.elem() == out.elem() && Buffers.sameDims(x.dims(), inDims) && x.disjoint(out));
    }
    if (in == null) {
      in = fresh(b, out.elem(), inDims, s.in());
    }
    Elem e = out.elem();
    List<String> ops =
        e.isFloat()
            ? List.of("addf", "mulf", "maximumf", "subf")
            : List.of("addi", "muli", "maxsi", "xori");
    String op = ops.get(Picks.mod(Picks.div(s.op(), 3), ops.size()));
    String dims = out.rank() == 2 ? "(d0, d1)" : "(d0)";
    String id = "affine_map<" + dims + " -> " + dims + ">";
    String inMap = transposed ? "affine_map<(d0, d1) -> (d1, d0)>" : id;
    String iters = out.rank() == 2 ? "\"parallel\", \"parallel\"" : "\"parallel\"";
    String x = b.fn.fresh();
    String y = b.fn.fresh();
    String r = b.fn.fresh();
    String in2 = b.indent + "  ";
    MemType windowType = out.type().withIdentity();
    String window = variant == 4 ? Buffers.unwritten(b, windowType, out.dims()) : null;
    String w = window == null ? null : b.fn.fresh();
    String lhs = variant == 3 ? y : x;
    String rhs = variant == 2 ? x : y;
    b.emitRaw(
        List.of(
            b.indent + "linalg.generic {indexing_maps = [" + (window == null ? "" : id + ", ")
                + inMap + ", " + id + "], iterator_types = [" + iters + "]} ins("
                + (window == null ? "" : window + ", ") + in.name() + " : "
                + (window == null ? "" : windowType + ", ") + in.type() + ") outs(" + out.name()
                + " : " + out.type() + ") {",
            b.indent + "^bb0(" + (w == null ? "" : w + ": " + e.mlir + ", ") + x + ": " + e.mlir
                + ", " + y + ": " + e.mlir + "):",
            in2 + r + " = arith." + op + " " + lhs + ", " + rhs + " : " + e.mlir,
            in2 + "linalg.yield " + r + " : " + e.mlir,
            b.indent + "}"),
        union(in, out));
    if (window != null && b.fn.correct()) {
      b.emit("memref.dealloc " + window + " : " + windowType);
    }
  }

  static java.util.Set<Integer> union(Vals.Mem... ms) {
    java.util.Set<Integer> s = new java.util.TreeSet<>();
    for (Vals.Mem m : ms) {
      s.addAll(m.roots());
    }
    return s;
  }

  static void clone(Block b, Stmt.Clone s) {
    if (!b.fn.correct()) {
      return;
    }
    Vals.Mem src = Picks.mem(b, s.src(), x -> x.type().isIdentity());
    if (src == null) {
      return;
    }
    String n = b.fn.fresh();
    b.emit(n + " = bufferization.clone " + src.name() + " : " + src.type() + " to " + src.type(), src);
    b.fn.cloned(src, b.newBuffer(n, src.type(), src.dims(), Vals.Kind.CLONE, true));
  }
}
