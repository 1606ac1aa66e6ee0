package jopt.interpreter.runtime;

import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/**
 * memref.global: allocated on first use in a run, filled from {@code initial_value} (dense
 * elements, or a dense_resource: its blob or stand-ins, see {@link ResourceValues}).
 */
public final class MemRefGlobals {
  private MemRefGlobals() {}

  public static MemRefValue get(Machine ex, String name, Operation site) {
    MemRefValue cached = ex.globals().get(name);
    if (cached != null) {
      return cached;
    }
    Operation g = ex.lookupFunction(name, site);
    Global global = g.getName().equals("memref.global")
        ? ex.derived(g, Global.class, () -> Global.of(g)) : null;
    if (global == null || global.type() == null) {
      throw ex.error(Kind.UNSUPPORTED, site, "'@" + name + "' is not a memref.global");
    }
    MemRefType t = global.type();
    Attribute initialValue = global.initialValue();
    Attribute initial = global.initial();
    boolean keep = global.keep();
    byte[] kept = keep ? ex.reusableGlobalBytes(g) : null;
    MemRefValue m = MemRefAllocator.allocate(ex, Allocation.Kind.GLOBAL, t, t.getShape(), 0, g,
        kept);
    if (initial instanceof DenseElementsAttr init && init.isSplat()
        && ex.heap().fill(m, scalar(init.getElementAttr(0), ex, site))) {
      ex.globals().put(name, m);
      return m;
    }
    if (initialValue instanceof DenseResourceElementsAttr r) {
      if (!t.hasIdentityLayout()) {
        throw ex.error(Kind.UNSUPPORTED, site, "a dense_resource global of layout "
            + t.getLayout());
      }
      ex.heap().initialize(m, kept != null && kept == m.alloc.bytes ? kept
          : ex.constantBytes(r, m.elementType, () -> ResourceValues.bytes(r, m.elementType,
              m.numElements(), m.elemBytes, ex, site)));
    }
    if (initial instanceof DenseElementsAttr init && t.hasIdentityLayout()) {
      // The elements in index order, encoded once per module (a model's weights are large);
      // noted as accessed, as the writes of the element-by-element path note it.
      ex.heap().initialize(m, kept != null && kept == m.alloc.bytes ? kept
          : ex.constantBytes(init, m.elementType, () -> encode(init, m, ex, site)));
      if (m.numElements() > 0) {
        ex.heap().touch(m.alloc);
      }
    } else if (initial instanceof DenseElementsAttr init) {
      int[] i = {0};
      MemRefAllocator.forEachIndex(m.sizes, idx -> {
        Attribute e = init.getElementAttr(init.isSplat() ? 0 : i[0]);
        i[0]++;
        ex.heap().write(m, idx, scalar(e, ex, site), site);
      });
    }
    if (keep) {
      ex.keepGlobalBytes(g, m.alloc);
    }
    ex.globals().put(name, m);
    return m;
  }

  /**
   * What a run of a memref.global's {@code get_global} reads from its attributes, read once per
   * interpreter (a small model's dozen constants were a twentieth of its run): its type (null
   * when it has none of memref type), its initial value as written and in dense form, and
   * whether it is a constant global initialized from bytes made once per module, whose run
   * before's bytes serve again when nothing wrote them (writing a constant global is undefined
   * behaviour, but the interpreter still sees it and then copies the initial bytes as before).
   */
  private record Global(MemRefType type, Attribute initialValue, Attribute initial,
      boolean keep) {
    static Global of(Operation g) {
      MemRefType t = g.getAttr("type") instanceof TypeAttr ta
          && ta.value() instanceof MemRefType m ? m : null;
      Attribute initialValue = g.getAttr("initial_value");
      Attribute initial = dense(initialValue);
      boolean keep = t != null && g.getAttr("constant") != null && t.hasIdentityLayout()
          && (initialValue instanceof DenseResourceElementsAttr
              || initial instanceof DenseElementsAttr d && !d.isSplat());
      return new Global(t, initialValue, initial, keep);
    }
  }

  /**
   * The elements of {@code init} for memref {@code m} (identity layout), in index order: the
   * attribute's raw bytes where they are the elements' (f16, bf16, f32, f64 and integers of
   * whole bytes, little-endian, not a splat: a model's weights, one element at a time through
   * its attribute were 0.36 us each), else each element encoded.
   */
  private static byte[] encode(DenseElementsAttr init, MemRefValue m, Machine ex, Operation site) {
    long n = m.numElements();
    if (!init.isSplat() && init.getElementType().equals(m.elementType) && rawElements(m.elementType)) {
      byte[] raw = init.getRawData();
      if (raw.length == n * m.elemBytes) {
        return raw;
      }
    }
    byte[] data = new byte[Math.toIntExact(n * m.elemBytes)];
    for (int i = 0; i < n; i++) {
      Object v = scalar(init.getElementAttr(init.isSplat() ? 0 : i), ex, site);
      ElementCodec.write(data, i * m.elemBytes, m.elementType, v);
    }
    return data;
  }

  /** Whether a dense attribute's raw bytes of element type {@code t} are its elements' bytes in memory. */
  private static boolean rawElements(Type t) {
    if (t instanceof FloatType f) {
      return f == FloatType.F16 || f == FloatType.BF16
          || f == FloatType.F32 || f == FloatType.F64;
    }
    return t instanceof IntegerType i && (i.width() == 8 || i.width() == 16
        || i.width() == 32 || i.width() == 64);
  }

  /** The runtime value of a constant: a scalar, or a vector of a dense elements attribute. */
  public static Object constant(Attribute a, Machine ex, Operation site) {
    if (a instanceof DenseResourceElementsAttr r && r.getType() instanceof VectorType t
        && !t.isScalable() && ElementCodec.isSupported(t.getElementType())) {
      int n = VectorValue.count(t.getShape());
      int size = ElementCodec.byteSize(t.getElementType());
      byte[] data = ResourceValues.bytes(r, t.getElementType(), n, size, ex, site);
      Object[] elems = new Object[n];
      for (int i = 0; i < n; i++) {
        elems[i] = ElementCodec.read(data, i * size, t.getElementType());
      }
      return VectorValue.of(t, elems);
    }
    if (dense(a) instanceof DenseElementsAttr d && d.getType() instanceof VectorType t) {
      if (t.isScalable()) {
        throw ex.error(Kind.UNSUPPORTED, site, "scalable vectors are not supported");
      }
      Object[] elems = new Object[VectorValue.count(t.getShape())];
      for (int i = 0; i < elems.length; i++) {
        elems[i] = scalar(d.getElementAttr(d.isSplat() ? 0 : i), ex, site);
      }
      return VectorValue.of(t, elems);
    }
    return scalar(a, ex, site);
  }

  /** A sparse elements attribute's dense form (zeros where no index is given), else {@code a}. */
  private static Attribute dense(Attribute a) {
    return a instanceof jopt.ir.attr.SparseElementsAttr s ? s.toDense() : a;
  }

  /** The runtime value of an integer or float attribute. */
  static Object scalar(Attribute a, Machine ex, Operation site) {
    if (a instanceof IntegerAttr i) {
      int w = Scalars.width(i.getType());
      return Scalars.normalize(i.getBigValue().longValue(), w > 0 ? w : 64);
    }
    if (a instanceof FloatAttr f) {
      return Scalars.round(f.getType(), f.getValueAsDouble());
    }
    if (a instanceof jopt.ir.attr.ArrayAttr parts && parts.size() == 2
        && parts.get(0) instanceof FloatAttr re && parts.get(1) instanceof FloatAttr im) {
      return new ComplexValue((Double) scalar(re, ex, site), (Double) scalar(im, ex, site));
    }
    throw ex.error(Kind.UNSUPPORTED, site, "the interpreter cannot hold the value " + a);
  }
}
