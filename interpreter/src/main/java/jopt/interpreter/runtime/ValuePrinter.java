package jopt.interpreter.runtime;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.MemRefType;

/** Renders runtime values as text: scalars as literals, memrefs as nested element lists. */
public final class ValuePrinter {
  private ValuePrinter() {}

  public static String render(Object v, Type t, Heap heap, Operation site) {
    if (v instanceof MemRefValue m) {
      return t + " " + contents(m, heap, site);
    }
    if (v instanceof VectorValue vec) {
      return vec + " : " + t;
    }
    if (v instanceof Ownership o) {
      return o.toString();
    }
    return Scalars.format(v, t) + " : " + t;
  }

  /** {@code [[1.0, 2.0], [3.0, 4.0]]}; reads through the heap, so a freed buffer is a fault. */
  public static String contents(MemRefValue m, Heap heap, Operation site) {
    heap.access(m.alloc, site, "read");
    StringBuilder sb = new StringBuilder();
    append(sb, m, heap, site, new long[m.rank()], 0);
    return sb.toString();
  }

  private static void append(StringBuilder sb, MemRefValue m, Heap heap, Operation site,
      long[] idx, int dim) {
    if (dim == m.rank()) {
      Object x = heap.read(m, idx, site, true);
      sb.append(x == null ? "?" : Scalars.format(x, m.elementType));
      return;
    }
    sb.append('[');
    for (long i = 0; i < m.sizes[dim]; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      idx[dim] = i;
      append(sb, m, heap, site, idx, dim + 1);
    }
    sb.append(']');
  }

  static boolean isMemRef(Type t) {
    return t instanceof MemRefType;
  }
}
