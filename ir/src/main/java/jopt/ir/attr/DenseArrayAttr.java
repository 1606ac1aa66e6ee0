package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * {@code array<i64: 1, 2>}, {@code array<i1: true>}, {@code array<f32: 1.000000e+00>},
 * {@code array<i32>} when empty. Integers are stored sign-extended (i1 as 0/1), floats as the bit
 * patterns of their type.
 */
public final class DenseArrayAttr implements Attribute {
  private final Type elementType;
  private final long[] values;
  private int hash;

  private DenseArrayAttr(Type elementType, long[] values) {
    this.elementType = Objects.requireNonNull(elementType);
    this.values = values;
  }

  /** Integer elements of {@code elementType}, truncated to its width. */
  public static DenseArrayAttr get(Type elementType, long[] values) {
    if (elementType instanceof FloatType) {
      throw new IllegalArgumentException("use getFloats/fromBits for float elements");
    }
    int width = ((IntegerType) elementType).width();
    long[] v = values.clone();
    for (int i = 0; i < v.length; i++) {
      v[i] = width == 1 ? v[i] & 1 : width >= 64 ? v[i] : (v[i] << (64 - width)) >> (64 - width);
    }
    return new DenseArrayAttr(elementType, v);
  }

  /** Float elements rounded to {@code elementType}. */
  public static DenseArrayAttr getFloats(FloatType elementType, double[] values) {
    long[] bits = new long[values.length];
    for (int i = 0; i < bits.length; i++) {
      bits[i] = FloatAttr.get(elementType, values[i]).getBits();
    }
    return new DenseArrayAttr(elementType, bits);
  }

  /** Float elements given as bit patterns. */
  public static DenseArrayAttr fromBits(FloatType elementType, long[] bits) {
    return new DenseArrayAttr(elementType, bits.clone());
  }

  public static DenseArrayAttr ofBool(boolean... values) {
    long[] v = new long[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i] ? 1 : 0;
    }
    return new DenseArrayAttr(IntegerType.get(1), v);
  }

  public static DenseArrayAttr ofI8(long... values) {
    return get(IntegerType.get(8), values);
  }

  public static DenseArrayAttr ofI16(long... values) {
    return get(IntegerType.get(16), values);
  }

  public static DenseArrayAttr ofI32(int... values) {
    long[] v = new long[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = values[i];
    }
    return new DenseArrayAttr(IntegerType.get(32), v);
  }

  public static DenseArrayAttr ofI64(long... values) {
    return new DenseArrayAttr(IntegerType.get(64), values.clone());
  }

  public static DenseArrayAttr i32(int... values) {
    return ofI32(values);
  }

  public static DenseArrayAttr i64(long... values) {
    return ofI64(values);
  }

  public static DenseArrayAttr ofF32(float... values) {
    long[] v = new long[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = Float.floatToRawIntBits(values[i]) & 0xFFFFFFFFL;
    }
    return new DenseArrayAttr(FloatType.F32, v);
  }

  public static DenseArrayAttr ofF64(double... values) {
    long[] v = new long[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = Double.doubleToRawLongBits(values[i]);
    }
    return new DenseArrayAttr(FloatType.F64, v);
  }

  public Type getElementType() {
    return elementType;
  }

  public int size() {
    return values.length;
  }

  public boolean isEmpty() {
    return values.length == 0;
  }

  public boolean isFloat() {
    return elementType instanceof FloatType;
  }

  /** Integer elements; throws for float arrays. */
  public long[] asLongs() {
    if (isFloat()) {
      throw new IllegalStateException("float array has no integer values");
    }
    return values.clone();
  }

  public int[] asInts() {
    long[] v = asLongs();
    int[] r = new int[v.length];
    for (int i = 0; i < r.length; i++) {
      r[i] = (int) v[i];
    }
    return r;
  }

  public boolean[] asBooleans() {
    boolean[] r = new boolean[values.length];
    for (int i = 0; i < r.length; i++) {
      r[i] = values[i] != 0;
    }
    return r;
  }

  /** Elements as doubles (integers converted). */
  public double[] asDoubles() {
    double[] r = new double[values.length];
    for (int i = 0; i < r.length; i++) {
      r[i] = getDouble(i);
    }
    return r;
  }

  public long getLong(int i) {
    return values[i];
  }

  public double getDouble(int i) {
    return isFloat() ? FloatAttr.fromBits((FloatType) elementType, values[i]).getValue() : values[i];
  }

  /** The raw storage: integer values or float bit patterns. */
  public long[] getRawValues() {
    return values.clone();
  }

  /** Element {@code i} as an IntegerAttr (BoolAttr for i1) or FloatAttr. */
  public Attribute getElementAttr(int i) {
    return isFloat() ? FloatAttr.fromBits((FloatType) elementType, values[i])
        : IntegerAttr.get(elementType, BigInteger.valueOf(values[i]));
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("array<");
    p.printType(elementType);
    for (int i = 0; i < values.length; i++) {
      p.append(i == 0 ? ": " : ", ");
      if (elementType instanceof FloatType f) {
        FloatPrinter.printFloatValue(f, FloatAttr.fromBits(f, values[i]).getBitsAsBigInteger(), p.out());
      } else if (((IntegerType) elementType).isSignless(1)) {
        p.append(values[i] != 0 ? "true" : "false");
      } else {
        p.append(values[i]);
      }
    }
    p.append('>');
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof DenseArrayAttr d && d.elementType.equals(elementType)
        && Arrays.equals(d.values, values));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = elementType.hashCode() * 31 + Arrays.hashCode(values) + 1;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
