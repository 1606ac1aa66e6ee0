package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * {@code array<i64: 1, 2>}, {@code array<i1: true>}, {@code array<f32: 1.000000e+00>},
 * {@code array<i32>} when empty. Elements are i1, integers of a multiple of 8 bits (up to 64) or
 * floats. Integers are stored like IntegerAttr values (sign-extended, zero-extended when
 * unsigned, i1 as 0/1), floats as the bit patterns of their type.
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
    IntegerType it = (IntegerType) elementType;
    int width = it.width();
    long[] v = values.clone();
    for (int i = 0; i < v.length; i++) {
      if (width == 1) {
        v[i] &= 1;
      } else if (width < 64) {
        v[i] = it.isUnsigned() ? v[i] & ((1L << width) - 1) : (v[i] << (64 - width)) >> (64 - width);
      }
    }
    return new DenseArrayAttr(elementType, v);
  }

  /**
   * Parses the element literals of {@code array<type: ...>} like MLIR: {@code true}/{@code false}
   * for i1, integer literals (decimal or hex, maybe negative) for integer types, float literals
   * or hex bit patterns for float types. Throws IllegalArgumentException with MLIR's message.
   */
  public static DenseArrayAttr parse(Type elementType, List<String> literals) {
    if (!(elementType instanceof IntegerType || elementType instanceof FloatType)) {
      throw new IllegalArgumentException("expected integer or float type, got: " + AttrTypePrinter.print(elementType));
    }
    int width = elementType instanceof IntegerType it ? it.width() : ((FloatType) elementType).getWidth();
    if (width > 64) {
      throw new IllegalArgumentException("dense array elements wider than 64 bits are not supported");
    }
    if (width != 1 && width % 8 != 0) {
      throw new IllegalArgumentException("element type bitwidth must be a multiple of 8");
    }
    long[] v = new long[literals.size()];
    for (int i = 0; i < v.length; i++) {
      String lit = literals.get(i);
      boolean isBool = lit.equals("true") || lit.equals("false");
      if (elementType instanceof FloatType f) {
        if (isBool) {
          throw new IllegalArgumentException("expected floating point literal");
        }
        v[i] = Literals.floatBits(f, lit).longValue();
      } else if (width == 1) {
        if (!isBool) {
          throw new IllegalArgumentException("expected 'true' or 'false' values for i1 type");
        }
        v[i] = lit.equals("true") ? 1 : 0;
      } else {
        if (isBool) {
          throw new IllegalArgumentException("expected i1 type for 'true' or 'false' values");
        }
        if (Literals.isFloatLiteral(lit)) {
          throw new IllegalArgumentException("expected integer literal");
        }
        try {
          v[i] = Literals.integer(elementType, lit).getValue();
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("integer constant out of range");
        }
      }
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

  public int[] asIntArray() {
    return asInts();
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

  /** Integers or floats of a scalar element type: never aliased. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("array<");
    p.printType(elementType);
    for (int i = 0; i < values.length; i++) {
      p.append(i == 0 ? ": " : ", ");
      if (elementType instanceof FloatType f) {
        FloatPrinter.printFloatValue(f, values[i], p.out());
      } else if (((IntegerType) elementType).isSignless(1)) {
        p.append(values[i] != 0 ? "true" : "false");
      } else if (((IntegerType) elementType).isUnsigned()) {
        p.append(Long.toUnsignedString(values[i]));
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
