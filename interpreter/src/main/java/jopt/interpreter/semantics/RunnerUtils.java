package jopt.interpreter.semantics;

import java.time.Instant;
import java.util.List;
import jopt.interpreter.runtime.CFormat;
import jopt.interpreter.runtime.ComplexValue;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * MLIR's runner utilities (libmlir_c_runner_utils and libmlir_runner_utils of MLIR 22) as
 * built-in external functions, writing what they write: {@code printMemrefF32} and its
 * siblings, {@code printMemrefShape*}, {@code printF32}, {@code printI64}, {@code printNewline}...,
 * {@code rtclock}, {@code nanoTime} and {@code printFlops} (to the standard error). A memref is
 * read through the heap, so printing freed or never-written memory is a fault like any read.
 * The one difference from mlir-runner's output: {@code base@} is the interpreter's simulated
 * address, not a native one.
 */
final class RunnerUtils {
  private RunnerUtils() {}

  /** The element type each printMemref suffix reads (index for Ind). */
  private enum Element {
    I8("I8"), I16("I16"), I32("I32"), I64("I64"), F16("F16"), BF16("BF16"), F32("F32"),
    F64("F64"), C32("C32"), C64("C64"), IND("Ind");

    final String suffix;

    Element(String suffix) {
      this.suffix = suffix;
    }

    boolean matches(Type t) {
      return switch (this) {
        case I8 -> t instanceof IntegerType it && it.width() == 8;
        case I16 -> t instanceof IntegerType it && it.width() == 16;
        case I32 -> t instanceof IntegerType it && it.width() == 32;
        case I64 -> t instanceof IntegerType it && it.width() == 64;
        case F16 -> t == FloatType.F16;
        case BF16 -> t == FloatType.BF16;
        case F32 -> t == FloatType.F32;
        case F64 -> t == FloatType.F64;
        case C32 -> t instanceof ComplexType c && c.getElementType() == FloatType.F32;
        case C64 -> t instanceof ComplexType c && c.getElementType() == FloatType.F64;
        case IND -> t instanceof IndexType;
      };
    }

    /**
     * MemRefDataVerifier::verifyElem: f32 and f64 within a relative error of 1e-6 and 1e-12
     * (both finite), every other type equal.
     */
    boolean same(Object actual, Object expected) {
      return switch (this) {
        case F32 -> {
          float a = (float) (double) (Double) actual;
          float e = (float) (double) (Double) expected;
          yield Float.isFinite(a) && Float.isFinite(e) && Math.abs(a - e) <= 1e-6f * Math.abs(e);
        }
        case F64 -> {
          double a = (Double) actual;
          double e = (Double) expected;
          yield Double.isFinite(a) && Double.isFinite(e) && Math.abs(a - e) <= 1e-12 * Math.abs(e);
        }
        case F16, BF16 -> (double) (Double) actual == (double) (Double) expected;
        case C32, C64 -> {
          ComplexValue a = (ComplexValue) actual;
          ComplexValue e = (ComplexValue) expected;
          yield a.re() == e.re() && a.im() == e.im();
        }
        default -> actual.equals(expected);
      };
    }

    /** One element as an ostream writes it: int8_t as a character, index as unsigned. */
    String format(Object v) {
      return switch (this) {
        case I8 -> String.valueOf((char) ((Long) v & 0xff));
        case I16, I32, I64 -> Long.toString((Long) v);
        case IND -> Long.toUnsignedString((Long) v);
        case C32, C64 -> v.toString();
        default -> CFormat.g((Double) v);
      };
    }
  }

  /** The printMemref functions the shared libraries of MLIR 22 export a shape printer for. */
  private static final List<Element> SHAPES = List.of(Element.I8, Element.I32, Element.I64,
      Element.F32, Element.F64, Element.C32, Element.C64, Element.IND);

  static void register(SemanticsRegistry r) {
    for (Element e : Element.values()) {
      r.registerExternal("printMemref" + e.suffix, (args, ex, site) -> {
        printMemref(ex.out(), memref(args, e, ex, site, "printMemref" + e.suffix), e, ex, site);
        return List.of();
      });
    }
    for (Element e : SHAPES) {
      r.registerExternal("printMemrefShape" + e.suffix, (args, ex, site) -> {
        MemRefValue m = memref(args, e, ex, site, "printMemrefShape" + e.suffix);
        ex.out().append("Unranked Memref ").append(metadata(m)).append('\n');
        return List.of();
      });
    }
    for (Element e : Element.values()) {
      String name = "verifyMemRef" + e.suffix;
      r.registerExternal(name, (args, ex, site) -> {
        if (args.size() != 2) {
          throw ex.error(Kind.UNSUPPORTED, site, name + " takes two memrefs");
        }
        MemRefValue actual = memref(args.subList(0, 1), e, ex, site, name);
        MemRefValue expected = memref(args.subList(1, 2), e, ex, site, name);
        return List.of(verify(actual, expected, e, ex, site));
      });
    }
    r.registerExternal("printI64", print(v -> Long.toString((Long) v)));
    r.registerExternal("printU64", print(v -> Long.toUnsignedString((Long) v)));
    r.registerExternal("printF32", print(v -> CFormat.g((Double) v)));
    r.registerExternal("printF64", print(v -> CFormat.g((Double) v)));
    r.registerExternal("printOpen", text("( "));
    r.registerExternal("printClose", text(" )"));
    r.registerExternal("printComma", text(", "));
    r.registerExternal("printNewline", text("\n"));
    r.registerExternal("printFlops", (args, ex, site) -> {
      ex.err().append(CFormat.f((Double) args.get(0) / 1.0E9)).append(" GFLOPS\n");
      return List.of();
    });
    r.registerExternal("rtclock", (args, ex, site) -> {
      Instant now = Instant.now();
      return List.of(now.getEpochSecond() + (now.getNano() / 1000) * 1.0e-6);
    });
    r.registerExternal("nanoTime", (args, ex, site) -> {
      Instant now = Instant.now();
      return List.of(now.getEpochSecond() * 1_000_000_000L + now.getNano());
    });
  }

  private static ExternalFunction print(java.util.function.Function<Object, String> f) {
    return (args, ex, site) -> {
      ex.out().append(f.apply(args.get(0)));
      return List.of();
    };
  }

  private static ExternalFunction text(String s) {
    return (args, ex, site) -> {
      ex.out().append(s);
      return List.of();
    };
  }

  private static MemRefValue memref(List<Object> args, Element e, Execution ex, Operation site,
      String name) {
    if (args.size() != 1 || !(args.get(0) instanceof MemRefValue m)) {
      throw ex.error(Kind.UNSUPPORTED, site, name + " takes one memref");
    }
    if (!e.matches(m.elementType)) {
      throw ex.error(Kind.UNSUPPORTED, site, name + " of a memref of " + m.elementType
          + " (it reads its elements as " + e.suffix + ")");
    }
    return m;
  }

  /**
   * verifyMemRef: the number of elements of {@code actual} that differ from {@code expected}
   * (the first 10 written to the standard error), or -1 (both metadata written there) when
   * their shapes, offsets or strides differ.
   */
  private static long verify(MemRefValue actual, MemRefValue expected, Element e, Execution ex,
      Operation site) {
    for (int i = 0; i < actual.rank(); i++) {
      if (expected.rank() != actual.rank() || actual.offset != expected.offset
          || actual.sizes[i] != expected.sizes[i] || actual.strides[i] != expected.strides[i]) {
        ex.err().append(metadata(actual)).append(metadata(expected));
        return -1;
      }
    }
    long[] errors = {0};
    MemRefAllocator.forEachIndex(actual.sizes, idx -> {
      Object a = ex.heap().read(actual, idx, site, false);
      Object b = ex.heap().read(expected, idx, site, false);
      if (!e.same(a, b)) {
        if (errors[0] < 10) {
          ex.err().append(e.format(a)).append(" != ").append(e.format(b)).append(" offset = ")
              .append(actual.offset + offset(actual, idx)).append('\n');
        }
        errors[0]++;
      }
    });
    return errors[0];
  }

  private static long offset(MemRefValue m, long[] idx) {
    long o = 0;
    for (int d = 0; d < idx.length; d++) {
      o += idx[d] * m.strides[d];
    }
    return o;
  }

  /** {@code base@ = 0x10000 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]}. */
  private static String metadata(MemRefValue m) {
    StringBuilder sb = new StringBuilder("base@ = 0x")
        .append(Long.toHexString(m.alloc.address() + m.base))
        .append(" rank = ").append(m.rank()).append(" offset = ").append(m.offset)
        .append(" sizes = ");
    list(sb, m.sizes);
    sb.append(" strides = ");
    list(sb, m.strides);
    return sb.toString();
  }

  private static void list(StringBuilder sb, long[] xs) {
    sb.append('[');
    for (int i = 0; i < xs.length; i++) {
      sb.append(i > 0 ? ", " : "").append(xs[i]);
    }
    sb.append(']');
  }

  /**
   * The metadata, then the elements as nested lists: an element is followed by a comma and,
   * when its dimension is not the innermost, a line break; each element after the first of its
   * list is indented by (rank - dim + 1) spaces. As in MLIR, the first element of every
   * dimension is read even when the dimension is empty (here a fault, there a stray read).
   */
  private static void printMemref(StringBuilder sb, MemRefValue m, Element e, Execution ex,
      Operation site) {
    sb.append("Unranked Memref ").append(metadata(m)).append(" data = \n");
    int rank = m.rank();
    if (rank == 0) {
      sb.append('[');
    }
    // Every element readable (live, inside the allocation, initialized): read them unchecked.
    long[] lo = new long[rank];
    long[] hi = new long[rank];
    boolean checked = m.numElements() > 0 && !m.alloc.isFreed() && Heap.inAllocation(m);
    for (int d = 0; d < rank; d++) {
      hi[d] = m.sizes[d] - 1;
    }
    checked = checked && ex.heap().readable(m, lo, hi);
    if (checked) {
      sb.ensureCapacity(sb.length() + (int) Math.min(1 << 30, m.numElements() * (8L + rank)));
    }
    data(sb, m, e, checked ? null : ex, site, rank, m.offset, 0);
    if (rank == 0) {
      sb.append(']');
    }
    sb.append('\n');
  }

  /**
   * The innermost list of f32 or f64 elements from element offset {@code off}, all readable:
   * what {@link #data} prints for it, read and formatted without boxing, a row at a time.
   */
  private static void floats(StringBuilder sb, MemRefValue m, Element e, int rank, long off) {
    byte[] bytes = m.alloc.bytes;
    int pos = (int) (m.base + off * m.elemBytes);
    int step = (int) (m.strides[rank - 1] * m.elemBytes);
    long size = m.sizes[rank - 1];
    char[] buf = new char[Math.max(256, 4 * (CFormat.G_CHARS + rank + 2))];
    int n = 0;
    buf[n++] = '[';
    for (long i = 0; i < size; i++, pos += step) {
      if (n > buf.length - CFormat.G_CHARS - rank - 2) {
        sb.append(buf, 0, n);
        n = 0;
      }
      if (i > 0) {
        buf[n++] = ',';
        for (int s = 0; s <= rank; s++) {
          buf[n++] = ' ';
        }
      }
      double v = e == Element.F32 ? Float.intBitsToFloat(int32(bytes, pos))
          : Double.longBitsToDouble((int32(bytes, pos) & 0xffffffffL)
              | (long) int32(bytes, pos + 4) << 32);
      n = CFormat.putG(buf, n, v);
    }
    buf[n++] = ']';
    sb.append(buf, 0, n);
  }

  /** The little-endian int at {@code p}. */
  private static int int32(byte[] b, int p) {
    return (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | b[p + 3] << 24;
  }

  /** Elements of dimensions {@code d}.. (dim = rank - d left) from element offset {@code off}. */
  private static void data(StringBuilder sb, MemRefValue m, Element e, Execution ex,
      Operation site, int rank, long off, int d) {
    int dim = rank - d;
    if (dim == 1 && ex == null && (e == Element.F32 || e == Element.F64)) {
      floats(sb, m, e, rank, off);
      return;
    }
    if (dim == 0) {
      sb.append(e.format(element(m, off, ex, site)));
      return;
    }
    long size = m.sizes[d];
    long stride = m.strides[d];
    sb.append('[');
    data(sb, m, e, ex, site, rank, off, d + 1);
    if (size <= 1) {
      sb.append(']');
      return;
    }
    sb.append(", ");
    if (dim > 1) {
      sb.append('\n');
    }
    for (long i = 1; i + 1 < size; i++) {
      indent(sb, rank - dim + 1);
      data(sb, m, e, ex, site, rank, off + i * stride, d + 1);
      sb.append(", ");
      if (dim > 1) {
        sb.append('\n');
      }
    }
    indent(sb, rank - dim + 1);
    data(sb, m, e, ex, site, rank, off + (size - 1) * stride, d + 1);
    sb.append(']');
  }

  private static void indent(StringBuilder sb, int n) {
    for (int i = 0; i < n; i++) {
      sb.append(' ');
    }
  }

  /**
   * The element at linear element offset {@code off} of the descriptor, read through the heap,
   * or straight from the bytes when {@code ex} is null (every element was found readable).
   */
  private static Object element(MemRefValue m, long off, Execution ex, Operation site) {
    if (ex == null) {
      return ElementCodec.read(m.alloc.bytes, (int) (m.base + off * m.elemBytes), m.elementType);
    }
    MemRefValue flat = m.view(m.base, off, new long[0], new long[0], m.elementType, m.logical);
    return ex.heap().read(flat, new long[0], site, false);
  }
}
