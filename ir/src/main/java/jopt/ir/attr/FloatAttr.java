package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.type.FloatType;

/**
 * A floating-point constant {@code 1.000000e+00 : f32}, stored as the bit pattern of its type so
 * every value (NaN payloads, -0.0, f80) round-trips. Equality is bitwise, like MLIR's uniquing.
 */
public final class FloatAttr implements Attribute {
  private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private final FloatType type;
  /** The bit pattern for formats of at most 64 bits. */
  private final long bits;
  /** The bit pattern of f80/f128 values, else null. */
  private final BigInteger wideBits;

  private FloatAttr(FloatType type, long bits, BigInteger wideBits) {
    this.type = Objects.requireNonNull(type);
    this.bits = bits;
    this.wideBits = wideBits;
  }

  private static FloatAttr of(FloatType type, BigInteger pattern) {
    return type.getWidth() > 64 ? new FloatAttr(type, 0, pattern) : new FloatAttr(type, pattern.longValue(), null);
  }

  /** {@code value} rounded to {@code type} (nearest, ties to even). */
  public static FloatAttr get(FloatType type, double value) {
    if (type == FloatType.F64) {
      return new FloatAttr(type, Double.doubleToRawLongBits(value), null);
    }
    if (type == FloatType.F32) {
      return new FloatAttr(type, Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL, null);
    }
    return of(type, FloatCodec.fromDouble(type, value));
  }

  public static FloatAttr getF32(float value) {
    return new FloatAttr(FloatType.F32, Float.floatToRawIntBits(value) & 0xFFFFFFFFL, null);
  }

  public static FloatAttr getF64(double value) {
    return get(FloatType.F64, value);
  }

  /** The value with bit pattern {@code bits} (the low {@code type.getWidth()} bits are used). */
  public static FloatAttr fromBits(FloatType type, long bits) {
    if (type.getWidth() > 64) {
      return new FloatAttr(type, 0, BigInteger.valueOf(bits).and(MASK64));
    }
    long mask = type.getWidth() == 64 ? -1L : (1L << type.getWidth()) - 1;
    return new FloatAttr(type, bits & mask, null);
  }

  public static FloatAttr fromBits(FloatType type, BigInteger bits) {
    if (bits.signum() < 0 || bits.bitLength() > type.getWidth()) {
      throw new IllegalArgumentException("bit pattern does not fit " + type);
    }
    return of(type, bits);
  }

  /**
   * Parses a literal the way MLIR does for a float attribute of {@code type}: {@code 0x...} is
   * the bit pattern (error if wider than the type); a decimal literal goes through a double,
   * then is rounded to the type.
   */
  public static FloatAttr parse(FloatType type, String literal) {
    String s = literal.trim();
    boolean neg = s.startsWith("-");
    String body = neg || s.startsWith("+") ? s.substring(1) : s;
    if (body.startsWith("0x") || body.startsWith("0X")) {
      BigInteger pattern = new BigInteger(body.substring(2), 16);
      if (pattern.bitLength() > type.getWidth()) {
        throw new NumberFormatException("hexadecimal float constant out of range for type");
      }
      if (neg) {
        throw new NumberFormatException("hexadecimal float literal should not have a leading minus");
      }
      return of(type, pattern);
    }
    return get(type, Double.parseDouble(s));
  }

  public FloatType getType() {
    return type;
  }

  public FloatType type() {
    return type;
  }

  /** The value as the nearest double (exact for every format except f80/f128). */
  public double getValue() {
    if (type == FloatType.F64) {
      return Double.longBitsToDouble(bits);
    }
    if (type == FloatType.F32) {
      return Float.intBitsToFloat((int) bits);
    }
    return FloatCodec.toDouble(type, getBitsAsBigInteger());
  }

  public double value() {
    return getValue();
  }

  public double getValueAsDouble() {
    return getValue();
  }

  /** The bit pattern of a format of at most 64 bits. */
  public long getBits() {
    if (wideBits != null) {
      throw new IllegalStateException(type + " bits do not fit a long");
    }
    return bits;
  }

  public BigInteger getBitsAsBigInteger() {
    return wideBits != null ? wideBits : BigInteger.valueOf(bits).and(MASK64);
  }

  private FloatCodec.Decoded decode() {
    return wideBits != null ? FloatCodec.decode(type, wideBits) : FloatCodec.decode(type, bits);
  }

  public FloatCodec.Category getCategory() {
    return decode().category();
  }

  public boolean isNaN() {
    return getCategory() == FloatCodec.Category.NAN;
  }

  public boolean isInfinity() {
    return getCategory() == FloatCodec.Category.INFINITY;
  }

  public boolean isZero() {
    return getCategory() == FloatCodec.Category.ZERO;
  }

  public boolean isNegative() {
    return decode().negative();
  }

  /** Appends the value without its type; returns true when it was printed as hex bits. */
  public boolean printValue(StringBuilder out) {
    return wideBits != null ? FloatPrinter.printFloatValue(type, wideBits, out)
        : FloatPrinter.printFloatValue(type, bits, out);
  }

  /** The value as MLIR prints it, without the type. */
  public String getValueString() {
    StringBuilder sb = new StringBuilder();
    printValue(sb);
    return sb.toString();
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
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

  /** f64 values drop their type unless printed as hex (which would re-parse as an integer). */
  @Override
  public void printElidingType(AttrTypePrinter p) {
    boolean hex = printValue(p.out());
    if (type != FloatType.F64 || hex) {
      p.append(" : ");
      p.printType(type);
    }
  }

  public void printWithoutType(AttrTypePrinter p) {
    printValue(p.out());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FloatAttr f && f.type == type && f.bits == bits && Objects.equals(f.wideBits, wideBits);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + Long.hashCode(bits) + Objects.hashCode(wideBits);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
