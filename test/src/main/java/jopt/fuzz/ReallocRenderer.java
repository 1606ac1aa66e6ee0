package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * memref.realloc of a rank-1 buffer defined (NONE) or owned (CORRECT) by the current block, so
 * that the realloc is the last use of its operand: directly, or inside one or two nested scf.if
 * whose else branch yields the operand (CORRECT: a clone of it, freeing it). The grown tail is
 * initialized before any read.
 */
final class ReallocRenderer {
  private ReallocRenderer() {}

  static void render(Block b, Stmt.Realloc s) {
    List<Vals.Mem> cands = new ArrayList<>();
    for (Vals.Mem m : b.localMems()) {
      if (m.rank() != 1 || !m.type().isIdentity()) {
        continue;
      }
      if (b.fn.correct()) {
        Fn.Root r = b.fn.ownedRoot(m);
        if (r != null && r.owner == b && !r.released) {
          cands.add(m);
        }
      } else if (m.kind() == Vals.Kind.ALLOC || m.kind() == Vals.Kind.REALLOC) {
        cands.add(m);
      }
    }
    if (cands.isEmpty()) {
      return;
    }
    Vals.Mem src = cands.get(Picks.mod(s.src(), cands.size()));
    // A frozen operand has clones alive: the else branch's clone of it must not be written either.
    boolean frozen = !b.fn.writable(src);
    int form = Picks.mod(s.form(), 3);
    Elem e = src.elem();
    int k = Picks.mod(s.size(), 3);
    int rest = Picks.div(s.size(), 3);
    // The new size: static, or an index value in [1, 8]. Under scf.if the type cannot change.
    boolean dynamic = form == 0 ? k != 0 : src.type().shape().get(0) == MemType.DYN;
    MemType t;
    Vals.Dim newDim;
    String sizeArg = "";
    if (!dynamic) {
      long n = form == 0 ? 1 + rest % 8 : src.type().shape().get(0);
      t = MemType.identity(e, List.of(n));
      newDim = Vals.Dim.exact(n);
    } else {
      Vals.Scalar n = Picks.bounded(b, rest, 1, 8);
      t = MemType.identity(e, List.of(MemType.DYN));
      newDim = new Vals.Dim(n.lo(), n.hi(), n.lo() == n.hi() ? null : n.name());
      sizeArg = "(" + n.name() + ")";
    }
    Vals.Dim oldDim = src.dims().get(0);
    String fill = Picks.scalar(b, e, s.cond());
    if (form == 0) {
      String r = b.fn.fresh();
      b.emit(r + " = memref.realloc " + src.name() + sizeArg + " : " + src.type() + " to " + t, src);
      b.fn.consume(src);
      Vals.Mem m = b.newBuffer(r, t, List.of(newDim), Vals.Kind.REALLOC, true);
      initTail(b, m, oldDim, newDim, fill);
      return;
    }
    String c1 = Picks.cond(b, s.cond());
    String c2 = form == 2 ? Picks.cond(b, Picks.div(s.cond(), 3) + 1) : null;
    Block outer = b.child();
    Block inner = form == 2 ? outer.child() : outer;
    String r = b.fn.fresh();
    inner.emit(r + " = memref.realloc " + src.name() + sizeArg + " : " + src.type() + " to " + t, src);
    b.fn.consume(src);
    Vals.Mem rm = inner.newBuffer(r, t, List.of(newDim), Vals.Kind.REALLOC, true);
    initTail(inner, rm, oldDim, newDim, fill);
    inner.terminate("scf.yield " + r + " : " + t, rm);
    b.fn.release(rm);
    if (form == 2) {
      String m2 = b.fn.fresh();
      List<String> lines = new ArrayList<>();
      lines.add(outer.indent + m2 + " = scf.if " + c2 + " -> (" + t + ") {");
      lines.addAll(inner.close());
      lines.add(outer.indent + "} else {");
      lines.addAll(keep(b.fn, inner.indent, src, t));
      lines.add(outer.indent + "}");
      Set<Integer> roots = new TreeSet<>(inner.touched);
      roots.addAll(src.roots());
      outer.emitRaw(lines, roots);
      outer.terminate("scf.yield " + m2 + " : " + t);
    }
    String m = b.fn.fresh();
    List<String> lines = new ArrayList<>();
    lines.add(b.indent + m + " = scf.if " + c1 + " -> (" + t + ") {");
    lines.addAll(outer.close());
    lines.add(b.indent + "} else {");
    lines.addAll(keep(b.fn, outer.indent, src, t));
    lines.add(b.indent + "}");
    Set<Integer> roots = new TreeSet<>(outer.touched);
    roots.addAll(src.roots());
    b.emitRaw(lines, roots);
    Vals.Dim dim = newDim;
    if (dynamic) {
      String d = b.fn.fresh();
      b.emit(d + " = memref.dim " + m + ", " + b.index(0) + " : " + t);
      dim =
          new Vals.Dim(Math.min(oldDim.lo(), newDim.lo()), Math.max(oldDim.hi(), newDim.hi()), d);
      b.add(new Vals.Scalar(d, Elem.INDEX, dim.lo(), dim.hi()));
    }
    // CORRECT: the parent owns the result. NONE: a region result, never reallocated again.
    Vals.Mem res =
        b.fn.correct()
            ? b.newBuffer(m, t, List.of(dim), Vals.Kind.REGION, true)
            : new Vals.Mem(m, t, List.of(dim), Set.of(b.fn.newRoot()), Vals.Kind.REGION, b);
    if (!b.fn.correct()) {
      b.add(res);
    } else if (frozen) {
      b.fn.freeze(res);
    }
  }

  /**
   * The else branch, which keeps the operand: NONE yields it; CORRECT, where a region yields
   * only buffers it owns, yields a clone and frees the operand (consumed on every path).
   */
  private static List<String> keep(Fn fn, String indent, Vals.Mem src, MemType t) {
    if (!fn.correct()) {
      return List.of(indent + "scf.yield " + src.name() + " : " + t);
    }
    String c = fn.fresh();
    return List.of(
        indent + c + " = bufferization.clone " + src.name() + " : " + t + " to " + t,
        indent + "memref.dealloc " + src.name() + " : " + t,
        indent + "scf.yield " + c + " : " + t);
  }

  /** Writes {@code value} to indices [old, new) of the reallocated buffer. */
  private static void initTail(Block b, Vals.Mem m, Vals.Dim old, Vals.Dim neu, String value) {
    if (old.isConst() && neu.isConst()) {
      if (neu.lo() <= old.lo()) {
        return;
      }
      long k = neu.lo() - old.lo();
      MemType t = MemType.strided(m.elem(), List.of(k), List.of(1L), old.lo());
      String v = b.fn.fresh();
      b.emit(v + " = memref.subview " + m.name() + "[" + old.lo() + "] [" + k + "] [1] : " + m.type() + " to " + t, m);
      Vals.Mem view = new Vals.Mem(v, t, List.of(Vals.Dim.exact(k)), m.roots(), Vals.Kind.VIEW, b);
      b.add(view);
      Buffers.fill(b, view, value);
      return;
    }
    String from = Picks.size(b, old);
    String to = Picks.size(b, neu);
    String one = b.index(1);
    String i = b.fn.fresh();
    b.emitRaw(
        List.of(
            b.indent + "scf.for " + i + " = " + from + " to " + to + " step " + one + " {",
            b.indent + "  memref.store " + value + ", " + m.name() + "[" + i + "] : " + m.type(),
            b.indent + "}"),
        m.roots());
  }
}
