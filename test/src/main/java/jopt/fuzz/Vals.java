package jopt.fuzz;

import java.util.List;
import java.util.Set;

/** SSA values the renderer tracks, with what is statically known of them. */
final class Vals {
  private Vals() {}

  static final long UNKNOWN_LO = Long.MIN_VALUE;
  static final long UNKNOWN_HI = Long.MAX_VALUE;

  /** A scalar SSA value; for index values [lo, hi] bounds it at run time. */
  record Scalar(String name, Elem type, long lo, long hi) {
    static Scalar of(String name, Elem type) {
      return new Scalar(name, type, UNKNOWN_LO, UNKNOWN_HI);
    }

    boolean within(long from, long to) {
      return lo >= from && hi <= to;
    }
  }

  /**
   * The run-time size of one memref dimension: in [lo, hi], equal to the index value {@code sym}
   * when that is non-null (always when lo != hi), else exactly lo.
   */
  record Dim(long lo, long hi, String sym) {
    static Dim exact(long n) {
      return new Dim(n, n, null);
    }

    boolean isConst() {
      return sym == null;
    }

    /** Whether both are known to be equal at run time. */
    boolean sameAs(Dim o) {
      if (sym != null || o.sym != null) {
        return sym != null && sym.equals(o.sym);
      }
      return lo == o.lo;
    }
  }

  /** How a memref value came to be. */
  enum Kind {
    ALLOC,
    REALLOC,
    ALLOCA,
    CLONE,
    CALL,
    REGION,
    ITER,
    PARAM,
    VIEW,
    /** memref.get_global of a constant (never written, never freed). */
    GLOBAL
  }

  /**
   * A memref SSA value. {@code roots} are the buffers it may point into; {@code block} is where
   * it is defined.
   */
  record Mem(String name, MemType type, List<Dim> dims, Set<Integer> roots, Kind kind, Block block) {
    boolean sameShape(Mem o) {
      if (dims.size() != o.dims.size()) {
        return false;
      }
      for (int i = 0; i < dims.size(); i++) {
        if (!dims.get(i).sameAs(o.dims.get(i))) {
          return false;
        }
      }
      return true;
    }

    boolean disjoint(Mem o) {
      for (int r : roots) {
        if (o.roots.contains(r)) {
          return false;
        }
      }
      return true;
    }

    Elem elem() {
      return type.elem();
    }

    int rank() {
      return type.rank();
    }
  }
}
