package jopt.interpreter.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import jopt.ir.Type;
import jopt.ir.type.FloatType;

/**
 * Elements in an allocation's bytes, little-endian, for compiled code: the JIT turns each call
 * into a plain load or store. ValuePrinter as the interpreter holds them: integers sign-extended
 * longs, f32 floats, f64 doubles, f16 and bf16 doubles rounded to their type.
 */
public final class ElementBytes {
  private ElementBytes() {}

  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle FLOAT =
      MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE =
      MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

  public static float f32(byte[] b, int pos) {
    return (float) FLOAT.get(b, pos);
  }

  public static void f32(byte[] b, int pos, float v) {
    FLOAT.set(b, pos, v);
  }

  public static double f64(byte[] b, int pos) {
    return (double) DOUBLE.get(b, pos);
  }

  public static void f64(byte[] b, int pos, double v) {
    DOUBLE.set(b, pos, v);
  }

  public static long i64(byte[] b, int pos) {
    return (long) LONG.get(b, pos);
  }

  public static void i64(byte[] b, int pos, long v) {
    LONG.set(b, pos, v);
  }

  public static long i32(byte[] b, int pos) {
    return (int) INT.get(b, pos);
  }

  public static void i32(byte[] b, int pos, long v) {
    INT.set(b, pos, (int) v);
  }

  public static long i16(byte[] b, int pos) {
    return (short) SHORT.get(b, pos);
  }

  public static void i16(byte[] b, int pos, long v) {
    SHORT.set(b, pos, (short) v);
  }

  public static long i8(byte[] b, int pos) {
    return b[pos];
  }

  public static void i8(byte[] b, int pos, long v) {
    b[pos] = (byte) v;
  }

  /** An integer of {@code w} bits (not a whole number of bytes: i1, i4...) in one byte. */
  public static long narrow(byte[] b, int pos, int w) {
    return Scalars.normalize(b[pos] & 0xff, w);
  }

  /** f16 or bf16: two bytes, as a double. */
  public static double half(byte[] b, int pos, FloatType t) {
    return Scalars.floatFromBits(t, (short) SHORT.get(b, pos) & 0xffff);
  }

  public static void half(byte[] b, int pos, FloatType t, double v) {
    SHORT.set(b, pos, (short) Scalars.floatToBits(t, v));
  }

  /** The accessor of element type {@code t}: the name of the methods above, or null. */
  public static String accessor(Type t) {
    if (t == FloatType.F32) {
      return "f32";
    }
    if (t == FloatType.F64) {
      return "f64";
    }
    if (t == FloatType.F16 || t == FloatType.BF16) {
      return "half";
    }
    int w = Scalars.width(t);
    return switch (w) {
      case 64 -> "i64";
      case 32 -> "i32";
      case 16 -> "i16";
      case 8 -> "i8";
      default -> w > 0 && w < 8 ? "narrow" : null;
    };
  }
}
