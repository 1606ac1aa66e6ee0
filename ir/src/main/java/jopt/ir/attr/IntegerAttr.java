package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * An integer constant of an integer or index type: {@code 42 : i32}, {@code -1 : index},
 * {@code 255 : ui8}. The value is kept reduced to the type's width: sign-extended for signless,
 * signed and index types, zero-extended for unsigned ones. Attributes of type {@code i1} are
 * {@link BoolAttr}s ({@code true}/{@code false}), exactly as MLIR's BoolAttr is an IntegerAttr.
 */
public sealed class IntegerAttr implements Attribute permits BoolAttr {
  private static final int CACHE_MIN = -16;
  private static final int CACHE_MAX = 256;
  private static final IntegerType I64 = IntegerType.get(64);
  private static final IntegerType I32 = IntegerType.get(32);
  private static final IntegerAttr[] I64_CACHE = cache(I64);
  private static final IntegerAttr[] I32_CACHE = cache(I32);
  private static final IntegerAttr[] INDEX_CACHE = cache(IndexType.INSTANCE);

  private final Type type;
  /** The value, or the low 64 bits of {@link #big}. */
  private final long value;
  /** The value of types wider than 64 bits, else null. */
  private final BigInteger big;

  IntegerAttr(Type type, long value, BigInteger big) {
    this.type = type;
    this.value = value;
    this.big = big;
  }

  private static IntegerAttr[] cache(Type t) {
    IntegerAttr[] c = new IntegerAttr[CACHE_MAX - CACHE_MIN + 1];
    for (int i = 0; i < c.length; i++) {
      c[i] = new IntegerAttr(t, i + CACHE_MIN, null);
    }
    return c;
  }

  /** Bit width of integer attributes of {@code type} (index: 64). */
  static int widthOf(Type type) {
    if (type instanceof IntegerType it) {
      return it.width();
    }
    if (type instanceof IndexType) {
      return IndexType.INTERNAL_STORAGE_BIT_WIDTH;
    }
    throw new IllegalArgumentException("IntegerAttr needs an integer or index type, got " + AttrTypePrinter.print(type));
  }

  private static boolean isUnsigned(Type type) {
    return type instanceof IntegerType it && it.isUnsigned();
  }

  /** {@code value} truncated to the width of {@code type}. */
  public static IntegerAttr get(Type type, long value) {
    Objects.requireNonNull(type);
    int width = widthOf(type);
    if (width > 64) {
      return get(type, BigInteger.valueOf(value));
    }
    if (type instanceof IntegerType it && it.isSignless(1)) {
      return BoolAttr.get((value & 1) != 0);
    }
    long v;
    if (width == 0) {
      v = 0;
    } else if (width == 64) {
      v = value;
    } else if (isUnsigned(type)) {
      v = value & ((1L << width) - 1);
    } else {
      v = (value << (64 - width)) >> (64 - width);
    }
    if (v >= CACHE_MIN && v <= CACHE_MAX) {
      IntegerAttr[] c = type instanceof IndexType ? INDEX_CACHE
          : type.equals(I64) ? I64_CACHE : type.equals(I32) ? I32_CACHE : null;
      if (c != null) {
        return c[(int) v - CACHE_MIN];
      }
    }
    return new IntegerAttr(type, v, null);
  }

  /** Same as {@link #get(Type, long)}, arguments swapped. */
  public static IntegerAttr get(long value, Type type) {
    return get(type, value);
  }

  /** {@code value} reduced modulo 2^width of {@code type}. */
  public static IntegerAttr get(Type type, BigInteger value) {
    int width = widthOf(type);
    if (width <= 64) {
      return get(type, value.longValue());
    }
    BigInteger mod = value.and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
    if (!isUnsigned(type) && mod.testBit(width - 1)) {
      mod = mod.subtract(BigInteger.ONE.shiftLeft(width));
    }
    return new IntegerAttr(type, mod.longValue(), mod);
  }

  public static IntegerAttr getIndex(long value) {
    return get(IndexType.INSTANCE, value);
  }

  public static IntegerAttr getI64(long value) {
    return get(I64, value);
  }

  public static IntegerAttr getI32(long value) {
    return get(I32, value);
  }

  /**
   * Builds the attribute for a literal as MLIR's parser does ({@code buildAttributeAPInt}):
   * {@code magnitude} is the literal without its sign. Throws IllegalArgumentException with
   * MLIR's message when the literal does not fit the type.
   */
  public static IntegerAttr parse(Type type, boolean negative, BigInteger magnitude) {
    int width = widthOf(type);
    if (negative && isUnsigned(type)) {
      throw new IllegalArgumentException("negative integer literal not valid for unsigned integer type");
    }
    String outOfRange = "integer constant out of range for attribute";
    if (magnitude.signum() < 0 || magnitude.bitLength() > width) {
      throw new IllegalArgumentException(outOfRange);
    }
    if (width == 0) {
      if (negative) {
        throw new IllegalArgumentException(outOfRange);
      }
      return get(type, 0);
    }
    BigInteger result = magnitude;
    if (negative) {
      result = result.negate().and(BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE));
      if (!result.testBit(width - 1)) {
        throw new IllegalArgumentException(outOfRange);
      }
    } else if ((type instanceof IndexType || (type instanceof IntegerType it && it.isSigned()))
        && result.testBit(width - 1)) {
      throw new IllegalArgumentException(outOfRange);
    }
    return get(type, result);
  }

  @Override
  public Type getType() {
    return type;
  }

  public Type type() {
    return type;
  }

  /**
   * The value as a long: sign-extended for signless, signed and index types, zero-extended for
   * unsigned ones (a {@code ui64} above Long.MAX_VALUE comes back as its bit pattern); the low 64
   * bits for wider types.
   */
  public long getValue() {
    return value;
  }

  /** Same as {@link #getValue}; MLIR's getInt. */
  public long getInt() {
    return value;
  }

  /** The exact value as a BigInteger (unsigned types give non-negative values). */
  public BigInteger getBigValue() {
    if (big != null) {
      return big;
    }
    BigInteger b = BigInteger.valueOf(value);
    return value < 0 && isUnsigned(type) ? b.add(BigInteger.ONE.shiftLeft(64)) : b;
  }

  /** The bits read as a two's complement number of the type's width (i1 true is -1). */
  public BigInteger signedValue() {
    int width = getWidth();
    BigInteger b = getBigValue();
    // A negative stored value is already signed; a non-negative one with the sign bit set is not.
    return width > 0 && b.signum() >= 0 && b.testBit(width - 1) ? b.subtract(BigInteger.ONE.shiftLeft(width)) : b;
  }

  /** The bits read as an unsigned number of the type's width. */
  public BigInteger unsignedValue() {
    BigInteger b = getBigValue();
    return b.signum() < 0 ? b.add(BigInteger.ONE.shiftLeft(getWidth())) : b;
  }

  /** True when the value fits a long without loss. */
  public boolean fitsInLong() {
    return big == null ? !(value < 0 && isUnsigned(type)) : big.bitLength() < 64;
  }

  public boolean isZero() {
    return big == null ? value == 0 : big.signum() == 0;
  }

  public int getWidth() {
    return widthOf(type);
  }

  /** The value without its type, as MLIR prints it (unsigned types print unsigned). */
  public void printValue(StringBuilder out) {
    if (big != null) {
      out.append(big);
    } else if (value < 0 && isUnsigned(type)) {
      out.append(Long.toUnsignedString(value));
    } else {
      out.append(value);
    }
  }

  /** An integer of an integer or index type: never aliased. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    printValue(p.out());
    p.append(" : ");
    p.printType(type);
  }

  /** Signless i64 values drop their type when it may be elided ({@code [1, 2 : i32]}). */
  @Override
  public void printElidingType(AttrTypePrinter p) {
    if (type instanceof IntegerType it && it.isSignless(64)) {
      printValue(p.out());
    } else {
      print(p);
    }
  }

  public void printWithoutType(AttrTypePrinter p) {
    printValue(p.out());
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof IntegerAttr a && a.value == value && a.type.equals(type) && Objects.equals(a.big, big);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + Long.hashCode(value);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
