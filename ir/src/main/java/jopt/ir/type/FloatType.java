package jopt.ir.type;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * The builtin floating-point types, one shared instance each, with their LLVM semantics: bit
 * width, precision (significand bits including the implicit one), exponent range and how NaN and
 * Inf are encoded.
 */
public final class FloatType implements Type {
  public static final FloatType F16 = new FloatType(0, "f16", 16, 11, 15, -14, NonFinite.IEEE);
  public static final FloatType BF16 = new FloatType(1, "bf16", 16, 8, 127, -126, NonFinite.IEEE);
  public static final FloatType F32 = new FloatType(2, "f32", 32, 24, 127, -126, NonFinite.IEEE);
  public static final FloatType F64 = new FloatType(3, "f64", 64, 53, 1023, -1022, NonFinite.IEEE);
  public static final FloatType F80 = new FloatType(4, "f80", 80, 64, 16383, -16382, NonFinite.IEEE);
  public static final FloatType F128 = new FloatType(5, "f128", 128, 113, 16383, -16382, NonFinite.IEEE);
  public static final FloatType TF32 = new FloatType(6, "tf32", 19, 11, 127, -126, NonFinite.IEEE);
  public static final FloatType F8E5M2 = new FloatType(7, "f8E5M2", 8, 3, 15, -14, NonFinite.IEEE);
  public static final FloatType F8E4M3 = new FloatType(8, "f8E4M3", 8, 4, 7, -6, NonFinite.IEEE);
  public static final FloatType F8E3M4 = new FloatType(9, "f8E3M4", 8, 5, 3, -2, NonFinite.IEEE);
  public static final FloatType F8E4M3FN = new FloatType(10, "f8E4M3FN", 8, 4, 8, -6, NonFinite.NAN_ALL_ONES);
  public static final FloatType F8E5M2FNUZ = new FloatType(11, "f8E5M2FNUZ", 8, 3, 15, -15, NonFinite.NAN_NEGATIVE_ZERO);
  public static final FloatType F8E4M3FNUZ = new FloatType(12, "f8E4M3FNUZ", 8, 4, 7, -7, NonFinite.NAN_NEGATIVE_ZERO);
  public static final FloatType F8E4M3B11FNUZ = new FloatType(13, "f8E4M3B11FNUZ", 8, 4, 4, -10, NonFinite.NAN_NEGATIVE_ZERO);
  public static final FloatType F8E8M0FNU = new FloatType(14, "f8E8M0FNU", 8, 1, 127, -127, NonFinite.NAN_ALL_ONES);
  public static final FloatType F6E3M2FN = new FloatType(15, "f6E3M2FN", 6, 3, 4, -2, NonFinite.FINITE_ONLY);
  public static final FloatType F6E2M3FN = new FloatType(16, "f6E2M3FN", 6, 4, 2, 0, NonFinite.FINITE_ONLY);
  public static final FloatType F4E2M1FN = new FloatType(17, "f4E2M1FN", 4, 2, 2, 0, NonFinite.FINITE_ONLY);

  private static final FloatType[] VALUES = {
    F16, BF16, F32, F64, F80, F128, TF32, F8E5M2, F8E4M3, F8E3M4, F8E4M3FN, F8E5M2FNUZ,
    F8E4M3FNUZ, F8E4M3B11FNUZ, F8E8M0FNU, F6E3M2FN, F6E2M3FN, F4E2M1FN
  };

  /** How a format encodes non-finite values (LLVM's fltNonfiniteBehavior + fltNanEncoding). */
  public enum NonFinite {
    /** IEEE-754: all-ones exponent is Inf (zero mantissa) or NaN. */
    IEEE,
    /** No Inf; NaN is the all-ones pattern (of either sign). */
    NAN_ALL_ONES,
    /** No Inf, no -0; NaN is the negative-zero pattern. */
    NAN_NEGATIVE_ZERO,
    /** Every pattern is a finite number. */
    FINITE_ONLY
  }

  private final int ordinal;
  private final String name;
  private final int width;
  private final int precision;
  private final int maxExponent;
  private final int minExponent;
  private final NonFinite nonFinite;

  private FloatType(int ordinal, String name, int width, int precision, int maxExponent,
      int minExponent, NonFinite nonFinite) {
    this.ordinal = ordinal;
    this.name = name;
    this.width = width;
    this.precision = precision;
    this.maxExponent = maxExponent;
    this.minExponent = minExponent;
    this.nonFinite = nonFinite;
  }

  /** All float types, in declaration order. */
  public static FloatType[] values() {
    return VALUES.clone();
  }

  private static final Map<String, FloatType> BY_NAME = byNameMap();

  private static Map<String, FloatType> byNameMap() {
    Map<String, FloatType> m = new HashMap<>();
    for (FloatType t : VALUES) {
      m.put(t.name, t);
    }
    return Map.copyOf(m);
  }

  /** The type spelled {@code name} ({@code f32}, {@code bf16}, ...), or null. */
  public static FloatType byName(String name) {
    return BY_NAME.get(name);
  }

  public String getName() {
    return name;
  }

  public int getWidth() {
    return width;
  }

  public int width() {
    return width;
  }

  /** Significand bits including the implicit integer bit (f32: 24). */
  public int getPrecision() {
    return precision;
  }

  public int getMaxExponent() {
    return maxExponent;
  }

  public int getMinExponent() {
    return minExponent;
  }

  public NonFinite getNonFinite() {
    return nonFinite;
  }

  /** Stored mantissa bits (the x87 f80 format stores its integer bit explicitly). */
  public int getMantissaBits() {
    return this == F80 ? 64 : precision - 1;
  }

  public boolean hasSignBit() {
    return this != F8E8M0FNU;
  }

  /** False only for f8E8M0FNU, whose smallest encoding is 2^-127. */
  public boolean hasZero() {
    return this != F8E8M0FNU;
  }

  public int getExponentBits() {
    return width - getMantissaBits() - (hasSignBit() ? 1 : 0);
  }

  /** Exponent bias: a normal number with exponent e stores e + bias. */
  public int getBias() {
    return 1 - minExponent - (hasZero() ? 0 : 1);
  }

  public int getByteSize() {
    return (width + 7) / 8;
  }

  /** Position in {@link #values()}. */
  public int ordinal() {
    return ordinal;
  }

  /** Instances are unique, so identity equality is value equality. */
  @Override
  public int hashCode() {
    return 0x6F1 + ordinal;
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append(name);
  }

  @Override
  public String toString() {
    return name;
  }
}
