package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * Functions, calls and returns. A helper never frees, reallocates nor returns its memref
 * arguments (a caller passes disjoint buffers) and returns fresh buffers the caller owns.
 */
final class FuncRenderer {
  private FuncRenderer() {}

  /** Largest size a dimension can have (an 8x8 buffer collapsed). */
  static final long MAX_DIM = 64;

  static List<String> helper(DeallocMode mode, Signature sig, Funcs.Helper h,
      List<Signature> callees, List<String> globals) {
    Fn fn = new Fn(mode, callees, globals);
    Block top = new Block(fn, null, "    ");
    List<String> params = new ArrayList<>();
    List<Vals.Dim> resultDims = null;
    for (Signature.Param p : sig.params()) {
      String n = fn.fresh();
      params.add(n + ": " + p.type());
      if (p.mem() == null) {
        top.scalar(n, p.scalar());
        continue;
      }
      List<Vals.Dim> dims = new ArrayList<>();
      for (int i = 0; i < p.mem().rank(); i++) {
        long d = p.mem().shape().get(i);
        if (d != MemType.DYN) {
          dims.add(Vals.Dim.exact(d));
        } else {
          String dn = fn.fresh();
          top.emit(dn + " = memref.dim " + n + ", " + top.index(i) + " : " + p.mem());
          dims.add(new Vals.Dim(1, MAX_DIM, dn));
          top.add(new Vals.Scalar(dn, Elem.INDEX, 1, MAX_DIM));
        }
      }
      top.add(new Vals.Mem(n, p.mem(), dims, java.util.Set.of(fn.newRoot()), Vals.Kind.PARAM, top));
      if (params.size() - 1 == sig.sizedBy()) {
        resultDims = dims;
      }
    }
    Renderer.stmts(top, h.body());
    List<String> rets = new ArrayList<>();
    Vals.Mem rm = null;
    if (sig.resultMem() != null) {
      rm = returned(top, sig.resultMem(), resultDims, h.ret());
      rets.add(rm.name());
    }
    if (sig.resultScalar() != null) {
      rets.add(Picks.scalar(top, sig.resultScalar(), Picks.div(h.ret(), 3)));
    }
    top.terminate(
        "return" + (rets.isEmpty() ? "" : " " + String.join(", ", rets) + " : " + sig.resultTypes()),
        rm == null ? new Vals.Mem[0] : new Vals.Mem[] {rm});
    List<String> out = new ArrayList<>();
    out.add(
        "  func.func " + sig.name() + "(" + String.join(", ", params) + ")"
            + (sig.numResults() > 0 ? " -> (" + sig.resultTypes() + ")" : "") + " {");
    out.addAll(top.close());
    out.add("  }");
    return out;
  }

  /**
   * A fresh buffer of type {@code t} for a helper to return (released), of the sizes
   * {@code dims} (null: the static type's); not a clone or a clone's source, which the caller
   * may write into.
   */
  private static Vals.Mem returned(Block top, MemType t, List<Vals.Dim> dims, int choice) {
    if (dims == null) {
      dims = new ArrayList<>();
      for (long d : t.shape()) {
        dims.add(Vals.Dim.exact(d));
      }
    }
    List<Vals.Mem> direct = new ArrayList<>();
    for (Vals.Mem m : top.localMems()) {
      if (m.type().equals(t) && Buffers.sameDims(m.dims(), dims) && transferable(top, m)
          && top.fn.writable(m)) {
        direct.add(m);
      }
    }
    int k = Picks.mod(choice, direct.size() + 2);
    Vals.Mem out;
    if (k < direct.size()) {
      out = direct.get(k);
    } else {
      out = Buffers.alloc(top, t, dims, choice);
      if (k == direct.size() + 1) {
        Vals.Mem o = out;
        Vals.Mem src =
            Picks.mem(top, Picks.div(choice, 7), x -> x.elem() == t.elem() && x.sameShape(o) && x != o);
        if (src != null) {
          Buffers.copy(top, src, out, choice % 2 == 1);
        }
      }
    }
    top.fn.release(out);
    return out;
  }

  /** Whether {@code m} may be returned as is: a fresh buffer the top block owns. */
  private static boolean transferable(Block top, Vals.Mem m) {
    if (top.fn.correct()) {
      Fn.Root r = top.fn.ownedRoot(m);
      return r != null && r.owner == top && !r.released;
    }
    return Buffers.isFresh(m);
  }

  static List<String> main(DeallocMode mode, Funcs.Main main, List<Signature> callees,
      List<String> globals) {
    Fn fn = new Fn(mode, callees, globals);
    Block top = new Block(fn, null, "    ");
    List<String> params = new ArrayList<>();
    for (Funcs.Arg a : main.args()) {
      String n = fn.fresh();
      params.add(n + ": " + a.elem().mlir);
      top.scalar(n, a.elem());
    }
    Renderer.stmts(top, main.body());
    List<String> rets = new ArrayList<>();
    List<String> types = new ArrayList<>();
    for (int c : main.rets()) {
      List<Vals.Mem> ms = top.liveMems();
      if (!ms.isEmpty() && Picks.mod(c, 3) != 2) {
        Vals.Mem m = ms.get(Picks.div(c, 3) % ms.size());
        List<String> idx = Picks.indices(top, m, Picks.div(c, 7), Picks.div(c, 11));
        String n = fn.fresh();
        top.emit(n + " = memref.load " + m.name() + "[" + String.join(", ", idx) + "] : " + m.type(), m);
        rets.add(n);
        types.add(m.elem().mlir);
      } else {
        Elem t = Elem.pick(Elem.ARITH, Picks.div(c, 3));
        rets.add(Picks.scalar(top, t, Picks.div(c, 24)));
        types.add(t.mlir);
      }
    }
    Vals.Mem rm = null;
    if (Picks.mod(main.retMem(), 3) != 0) {
      Vals.Mem tpl = Picks.mem(top, Picks.div(main.retMem(), 3), x -> true);
      if (tpl != null) {
        rm =
            tpl.type().isIdentity() && tpl.block() == top && transferable(top, tpl)
                ? tpl
                : Buffers.duplicate(top, tpl, Picks.div(main.retMem(), 9));
        fn.release(rm);
        rets.add(rm.name());
        types.add(rm.type().toString());
      }
    }
    top.terminate(
        "return" + (rets.isEmpty() ? "" : " " + String.join(", ", rets) + " : " + String.join(", ", types)),
        rm == null ? new Vals.Mem[0] : new Vals.Mem[] {rm});
    List<String> out = new ArrayList<>();
    out.add(
        "  func.func @main(" + String.join(", ", params) + ")"
            + (types.isEmpty() ? "" : " -> (" + String.join(", ", types) + ")") + " {");
    out.addAll(top.close());
    out.add("  }");
    return out;
  }

  static void call(Block b, Stmt.Call s) {
    List<Signature> cs = b.fn.callees;
    if (cs.isEmpty()) {
      return;
    }
    Signature sig = cs.get(Picks.mod(s.fn(), cs.size()));
    List<String> args = new ArrayList<>();
    List<String> types = new ArrayList<>();
    List<Vals.Mem> used = new ArrayList<>();
    List<Vals.Dim> resultDims = null;
    for (int i = 0; i < sig.params().size(); i++) {
      Signature.Param p = sig.params().get(i);
      int c = s.args().isEmpty() ? i : s.args().get(i % s.args().size()) + i;
      types.add(p.type());
      if (p.mem() == null) {
        args.add(Picks.scalar(b, p.scalar(), c));
        continue;
      }
      Vals.Mem v = Picks.mem(b, c, x -> passable(x, p.mem()) && b.fn.writable(x)
          && used.stream().allMatch(x::disjoint));
      if (v == null) {
        List<Vals.Dim> dims = new ArrayList<>();
        for (int d = 0; d < p.mem().rank(); d++) {
          long size = p.mem().shape().get(d);
          dims.add(Vals.Dim.exact(size == MemType.DYN ? 1 + (c + d) % 8 : size));
        }
        v = OpRenderer.fresh(b, p.mem().elem(), dims, c);
      }
      used.add(v);
      if (i == sig.sizedBy()) {
        resultDims = v.dims();
      }
      if (!v.type().equals(p.mem())) {
        String n = b.fn.fresh();
        b.emit(n + " = memref.cast " + v.name() + " : " + v.type() + " to " + p.mem(), v);
        v = new Vals.Mem(n, p.mem(), v.dims(), v.roots(), Vals.Kind.VIEW, b);
        b.add(v);
      }
      args.add(v.name());
    }
    String name = b.fn.fresh();
    int n = sig.numResults();
    b.emit(
        (n == 0 ? "" : name + (n > 1 ? ":" + n : "") + " = ") + "func.call " + sig.name() + "("
            + String.join(", ", args) + ") : (" + String.join(", ", types) + ") -> ("
            + sig.resultTypes() + ")",
        used.toArray(new Vals.Mem[0]));
    int i = 0;
    if (sig.resultMem() != null) {
      List<Vals.Dim> dims = resultDims;
      if (dims == null) {
        dims = new ArrayList<>();
        for (long d : sig.resultMem().shape()) {
          dims.add(Vals.Dim.exact(d));
        }
      }
      b.newBuffer(n > 1 ? name + "#0" : name, sig.resultMem(), dims, Vals.Kind.CALL, true);
      i++;
    }
    if (sig.resultScalar() != null) {
      b.scalar(n > 1 ? name + "#" + i : name, sig.resultScalar());
    }
  }

  /** Whether {@code x} can be passed (after a memref.cast) for a parameter of type {@code p}. */
  private static boolean passable(Vals.Mem x, MemType p) {
    if (x.elem() != p.elem() || x.rank() != p.rank()) {
      return false;
    }
    if (!p.isIdentity()) {
      return true;
    }
    if (!x.type().isIdentity()) {
      return false;
    }
    for (int i = 0; i < p.rank(); i++) {
      long d = p.shape().get(i);
      if (d != MemType.DYN && !x.dims().get(i).sameAs(Vals.Dim.exact(d))) {
        return false;
      }
    }
    return true;
  }
}
