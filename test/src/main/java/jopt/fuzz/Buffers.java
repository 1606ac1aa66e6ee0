package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Fresh buffers and the buffers regions yield (always owned ones in CORRECT mode). */
final class Buffers {
  private Buffers() {}

  /** memref.alloc of an identity type with sizes {@code dims}, filled with a scalar. */
  static Vals.Mem alloc(Block b, MemType t, List<Vals.Dim> dims, int fill) {
    String n = b.fn.fresh();
    b.emit(n + " = memref.alloc(" + dynSizes(b, t, dims) + ") : " + t);
    Vals.Mem m = b.newBuffer(n, t, dims, Vals.Kind.ALLOC, true);
    fill(b, m, Picks.scalar(b, t.elem(), fill));
    return m;
  }

  /**
   * A constant of type {@code e} and static sizes {@code dims} whose data the file does not hold,
   * as MLIR prints large constants: a memref.global of {@code dense_resource<__elided__>} and its
   * memref.get_global (never written, never freed); null when a size is dynamic.
   */
  static Vals.Mem elidedConstant(Block b, Elem e, List<Vals.Dim> dims) {
    List<Long> shape = new ArrayList<>();
    for (Vals.Dim d : dims) {
      if (!d.isConst()) {
        return null;
      }
      shape.add(d.lo());
    }
    MemType t = MemType.identity(e, shape);
    String sym = "@elided" + b.fn.globals.size();
    b.fn.globals.add("memref.global \"private\" constant " + sym + " : " + t
        + " = dense_resource<__elided__>");
    String n = b.fn.fresh();
    b.emit(n + " = memref.get_global " + sym + " : " + t);
    Vals.Mem m = b.newBuffer(n, t, dims, Vals.Kind.GLOBAL, false);
    b.fn.freeze(m);
    return m;
  }

  /**
   * A buffer of type {@code t} never written (a pooling window as torch-mlir makes it, a
   * tensor.empty() bufferized): not tracked, so nothing reads it; freed right away by the caller
   * in CORRECT mode. Returns its name.
   */
  static String unwritten(Block b, MemType t, List<Vals.Dim> dims) {
    String n = b.fn.fresh();
    b.emit(n + " = memref.alloc(" + dynSizes(b, t, dims) + ") : " + t);
    return n;
  }

  static String dynSizes(Block b, MemType t, List<Vals.Dim> dims) {
    List<String> sizes = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape().get(i) == MemType.DYN) {
        sizes.add(Picks.size(b, dims.get(i)));
      }
    }
    return String.join(", ", sizes);
  }

  static void fill(Block b, Vals.Mem m, String value) {
    b.emit(
        "linalg.fill ins(" + value + " : " + m.elem().mlir + ") outs(" + m.name() + " : "
            + m.type() + ")",
        m);
  }

  static void copy(Block b, Vals.Mem src, Vals.Mem dst, boolean linalg) {
    if (linalg) {
      b.emit(
          "linalg.copy ins(" + src.name() + " : " + src.type() + ") outs(" + dst.name() + " : "
              + dst.type() + ")",
          src,
          dst);
    } else {
      b.emit(
          "memref.copy " + src.name() + ", " + dst.name() + " : " + src.type() + " to "
              + dst.type(),
          src,
          dst);
    }
  }

  /** A fresh identity-layout buffer holding a copy of {@code src} (a clone when allowed). */
  static Vals.Mem duplicate(Block b, Vals.Mem src, int choice) {
    if (b.fn.correct() && src.type().isIdentity() && choice % 2 == 0) {
      String n = b.fn.fresh();
      b.emit(n + " = bufferization.clone " + src.name() + " : " + src.type() + " to " + src.type(), src);
      Vals.Mem clone = b.newBuffer(n, src.type(), src.dims(), Vals.Kind.CLONE, true);
      b.fn.cloned(src, clone);
      return clone;
    }
    MemType t = src.type().withIdentity();
    String n = b.fn.fresh();
    b.emit(n + " = memref.alloc(" + dynSizes(b, t, src.dims()) + ") : " + t);
    Vals.Mem m = b.newBuffer(n, t, src.dims(), Vals.Kind.ALLOC, true);
    copy(b, src, m, choice % 3 == 1);
    return m;
  }

  /**
   * The buffer a region of block {@code b} yields for a result of type {@code t} and sizes
   * {@code dims}. CORRECT: a buffer the block owns (released here), a clone, or a fresh one
   * (copied from {@code iter} when given). NONE: {@code iter}, a fresh buffer of this block, any
   * visible buffer when {@code anyVisible}, or a fresh one. A loop that may write its iteration
   * argument {@code iter} is never yielded a clone or a clone's source.
   */
  static Vals.Mem yielded(
      Block b, MemType t, List<Vals.Dim> dims, int choice, Vals.Mem iter, boolean anyVisible) {
    List<Vals.Mem> direct = new ArrayList<>();
    List<Vals.Mem> clones = new ArrayList<>();
    boolean keepWritable = iter != null && b.fn.writable(iter);
    for (Vals.Mem m : b.liveMems()) {
      if (!m.type().equals(t) || !sameDims(m.dims(), dims)) {
        continue;
      }
      if (keepWritable && !b.fn.writable(m)) {
        continue;
      }
      if (b.fn.correct()) {
        Fn.Root r = b.fn.ownedRoot(m);
        if (r != null && r.owner == b && !r.released) {
          direct.add(m);
        } else if (!keepWritable) {
          clones.add(m);
        }
      } else if (m == iter || anyVisible || (m.block() == b && isFresh(m))) {
        direct.add(m);
      }
    }
    int k = Picks.mod(choice, direct.size() + clones.size() + 2);
    int rest = Picks.div(choice, direct.size() + clones.size() + 2);
    Vals.Mem out;
    if (k < direct.size()) {
      out = direct.get(k);
    } else if (k < direct.size() + clones.size()) {
      Vals.Mem src = clones.get(k - direct.size());
      String n = b.fn.fresh();
      b.emit(n + " = bufferization.clone " + src.name() + " : " + t + " to " + t, src);
      out = b.newBuffer(n, t, dims, Vals.Kind.CLONE, true);
      b.fn.cloned(src, out);
    } else {
      out = alloc(b, t, dims, rest);
      if (k == direct.size() + clones.size() && iter != null && !b.fn.isDead(iter)) {
        copy(b, iter, out, rest % 2 == 1);
      }
    }
    b.fn.release(out);
    return out;
  }

  /** Made by an allocation in its block (not a view, argument or region result). */
  static boolean isFresh(Vals.Mem m) {
    return m.kind() == Vals.Kind.ALLOC || m.kind() == Vals.Kind.REALLOC || m.kind() == Vals.Kind.CALL;
  }

  static boolean sameDims(List<Vals.Dim> a, List<Vals.Dim> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!a.get(i).sameAs(b.get(i))) {
        return false;
      }
    }
    return true;
  }
}
