package jopt.dialects.onnx;

import java.util.Arrays;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * The elements of a tensor known at compile time, row-major: integers (and booleans, as 0 and
 * 1) as {@link SymInt}s, which may be known only as expressions ({@code Shape} of a dynamic
 * tensor), floats as doubles. A constant's elements are read from its attribute when asked.
 * Immutable.
 */
public final class Known {
  private final long[] shape;
  private final Type elementType;
  private final SymInt[] ints;
  private final double[] floats;
  private final DenseElementsAttr dense;
  /** A splat: every element is element 0 of {@code ints} or {@code floats}. */
  private final boolean splat;

  private Known(long[] shape, Type elementType, SymInt[] ints, double[] floats, DenseElementsAttr dense) {
    this(shape, elementType, ints, floats, dense, false);
  }

  private Known(long[] shape, Type elementType, SymInt[] ints, double[] floats, DenseElementsAttr dense,
      boolean splat) {
    this.shape = shape;
    this.elementType = elementType;
    this.ints = ints;
    this.floats = floats;
    this.dense = dense;
    this.splat = splat;
  }

  /** {@code shape} filled with {@code value} (an integer of an integer type, else a float). */
  public static Known splat(long[] shape, Type elementType, double value) {
    count(shape);
    return elementType instanceof FloatType
        ? new Known(shape.clone(), elementType, null, new double[] {value}, null, true)
        : new Known(shape.clone(), elementType, new SymInt[] {SymInt.of((long) value)}, null, null, true);
  }

  /** Whether values of element type {@code t} can be known: floats, and integers up to 64 bits. */
  public static boolean supports(Type t) {
    return t instanceof FloatType f && f.getWidth() <= 64 || t instanceof IntegerType i && i.getWidth() <= 64;
  }

  /** The elements of a dense constant, or null for an element type they are not known in. */
  public static Known of(DenseElementsAttr d) {
    if (!(d.getType() instanceof RankedTensorType t) || !supports(d.getElementType())) {
      return null;
    }
    return new Known(t.getShape(), d.getElementType(), null, null, d);
  }

  public static Known ofInts(long[] shape, Type elementType, SymInt[] values) {
    if (values.length != count(shape)) {
      throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " for " + values.length + " values");
    }
    return new Known(shape.clone(), elementType, values.clone(), null, null);
  }

  public static Known ofFloats(long[] shape, Type elementType, double[] values) {
    if (values.length != count(shape)) {
      throw new IllegalArgumentException("shape " + Arrays.toString(shape) + " for " + values.length + " values");
    }
    return new Known(shape.clone(), elementType, null, values.clone(), null);
  }

  /** A 1-D vector of integers (a shape value). */
  public static Known vector(Type elementType, java.util.List<SymInt> values) {
    return ofInts(new long[] {values.size()}, elementType, values.toArray(new SymInt[0]));
  }

  public static long count(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n = Math.multiplyExact(n, d);
    }
    return n;
  }

  public long[] shape() {
    return shape.clone();
  }

  public int rank() {
    return shape.length;
  }

  public Type elementType() {
    return elementType;
  }

  public int size() {
    if (splat) {
      return Math.toIntExact(count(shape));
    }
    return ints != null ? ints.length : floats != null ? floats.length : dense.getNumElements();
  }

  public boolean isFloat() {
    return elementType instanceof FloatType;
  }

  public boolean isBool() {
    return elementType instanceof IntegerType i && i.getWidth() == 1;
  }

  /** Element {@code i} of an integer tensor. */
  public SymInt sym(int i) {
    if (splat) {
      i = 0;
    }
    if (ints != null) {
      return ints[i];
    }
    if (floats != null) {
      return SymInt.of((long) floats[i]);
    }
    if (isFloat()) {
      return SymInt.of((long) dense.getDouble(i));
    }
    return SymInt.of(isBool() ? (dense.getBool(i) ? 1 : 0) : dense.getLong(i));
  }

  /** Element {@code i} as a double; only where it is known. */
  public double d(int i) {
    if (splat) {
      i = 0;
    }
    if (floats != null) {
      return floats[i];
    }
    if (ints != null) {
      return ints[i].value();
    }
    if (isFloat()) {
      return dense.getDouble(i);
    }
    return isBool() ? (dense.getBool(i) ? 1 : 0) : dense.getLong(i);
  }

  /** Element {@code i} of an integer tensor, known. */
  public long l(int i) {
    return sym(i).value();
  }

  /** Whether every element is known at compile time (not only as an expression). */
  public boolean isConstant() {
    if (ints == null) {
      return true;
    }
    for (SymInt s : ints) {
      if (!s.isConstant()) {
        return false;
      }
    }
    return true;
  }

  /**
   * These elements with each expression whose canonical text is longer than {@code maxText}
   * replaced by {@code leaf}'s leaf for its index (only expressions can be long: constants and
   * dense elements come back as they are).
   */
  Known bounded(int maxText, java.util.function.IntFunction<SymInt> leaf) {
    if (ints == null) {
      return this;
    }
    SymInt[] r = null;
    for (int i = 0; i < ints.length; i++) {
      if (ints[i].toString().length() > maxText) {
        if (r == null) {
          r = ints.clone();
        }
        r[i] = leaf.apply(i);
      }
    }
    return r == null ? this : new Known(shape, elementType, r, null, null, splat);
  }

  /** The elements as SymInts (integer tensors). */
  public java.util.List<SymInt> syms() {
    SymInt[] r = new SymInt[size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = sym(i);
    }
    return java.util.List.of(r);
  }

  /** The same elements in another shape of as many elements. */
  public Known reshape(long[] newShape) {
    if (count(newShape) != size()) {
      throw new IllegalArgumentException("reshape of " + size() + " elements to " + Arrays.toString(newShape));
    }
    return new Known(newShape.clone(), elementType, ints, floats,
        dense == null ? null : dense.reshape(RankedTensorType.get(newShape, dense.getElementType())), splat);
  }

  /** Whether all elements are equal (a splat). */
  public boolean isSplat() {
    if (splat) {
      return true;
    }
    if (dense != null) {
      return dense.isSplat();
    }
    for (int i = 1; i < size(); i++) {
      if (isFloat() ? Double.compare(d(i), d(0)) != 0 : !sym(i).equals(sym(0))) {
        return false;
      }
    }
    return true;
  }

  /** The constant elements as an attribute of {@code type} (floats rounded to its element type). */
  public DenseElementsAttr toAttr(RankedTensorType type) {
    if (dense != null && dense.getType().equals(type)) {
      return dense;
    }
    Type t = type.getElementType();
    if (splat) {
      double v = d(0);
      jopt.ir.Attribute e = t instanceof FloatType ft ? jopt.ir.attr.FloatAttr.get(ft, v)
          : t instanceof IntegerType it && it.getWidth() == 1 ? jopt.ir.attr.IntegerAttr.get(t, v != 0 ? 1 : 0)
          : jopt.ir.attr.IntegerAttr.get(t, isFloat() ? (long) v : l(0));
      return DenseElementsAttr.getSplat(type, e);
    }
    int n = size();
    if (t instanceof FloatType) {
      double[] v = new double[n];
      for (int i = 0; i < n; i++) {
        v[i] = d(i);
      }
      return DenseElementsAttr.ofDoubles(type, v);
    }
    if (t instanceof IntegerType i && i.getWidth() == 1) {
      boolean[] v = new boolean[n];
      for (int k = 0; k < n; k++) {
        v[k] = d(k) != 0;
      }
      return DenseElementsAttr.ofBools(type, v);
    }
    long[] v = new long[n];
    for (int k = 0; k < n; k++) {
      v[k] = isFloat() ? (long) d(k) : l(k);
    }
    return DenseElementsAttr.ofLongs(type, v);
  }
}
