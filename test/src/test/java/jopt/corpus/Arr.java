package jopt.corpus;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A dense array as the harness moves it between onnxruntime, .npy files and the comparison: an
 * ONNX element type ({@code TensorProto.DataType} number), a shape and the elements' bytes in
 * little-endian order. Reads and writes NumPy's {@code .npy} format (version 1.0, C order).
 */
record Arr(int elemType, long[] shape, byte[] data) {
  static final int FLOAT = 1;
  static final int UINT8 = 2;
  static final int INT8 = 3;
  static final int UINT16 = 4;
  static final int INT16 = 5;
  static final int INT32 = 6;
  static final int INT64 = 7;
  static final int BOOL = 9;
  static final int FLOAT16 = 10;
  static final int DOUBLE = 11;
  static final int UINT32 = 12;
  static final int UINT64 = 13;

  /** The bytes of one element of {@code elemType}; 0 for a type the harness cannot hold. */
  static int width(int elemType) {
    return switch (elemType) {
      case FLOAT, INT32, UINT32 -> 4;
      case UINT8, INT8, BOOL -> 1;
      case UINT16, INT16, FLOAT16 -> 2;
      case INT64, DOUBLE, UINT64 -> 8;
      default -> 0;
    };
  }

  /** NumPy's type string of {@code elemType}. */
  static String descr(int elemType) {
    return switch (elemType) {
      case FLOAT -> "<f4";
      case UINT8 -> "|u1";
      case INT8 -> "|i1";
      case UINT16 -> "<u2";
      case INT16 -> "<i2";
      case INT32 -> "<i4";
      case INT64 -> "<i8";
      case BOOL -> "|b1";
      case FLOAT16 -> "<f2";
      case DOUBLE -> "<f8";
      case UINT32 -> "<u4";
      case UINT64 -> "<u8";
      default -> throw new IllegalArgumentException("no .npy type for ONNX element type " + elemType);
    };
  }

  /** ONNX's name of an element type, for reports. */
  static String typeName(int elemType) {
    return switch (elemType) {
      case FLOAT -> "float32";
      case UINT8 -> "uint8";
      case INT8 -> "int8";
      case UINT16 -> "uint16";
      case INT16 -> "int16";
      case INT32 -> "int32";
      case INT64 -> "int64";
      case 8 -> "string";
      case BOOL -> "bool";
      case FLOAT16 -> "float16";
      case DOUBLE -> "float64";
      case UINT32 -> "uint32";
      case UINT64 -> "uint64";
      case 16 -> "bfloat16";
      default -> "type" + elemType;
    };
  }

  static long count(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  long count() {
    return count(shape);
  }

  ByteBuffer buffer() {
    return ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
  }

  /** Element {@code i} as a double (integers exactly up to 2^53, float16 widened). */
  double get(int i) {
    ByteBuffer b = buffer();
    return switch (elemType) {
      case FLOAT -> b.getFloat(4 * i);
      case DOUBLE -> b.getDouble(8 * i);
      case FLOAT16 -> halfToFloat(b.getShort(2 * i));
      case INT8 -> b.get(i);
      case UINT8, BOOL -> b.get(i) & 0xff;
      case INT16 -> b.getShort(2 * i);
      case UINT16 -> b.getShort(2 * i) & 0xffff;
      case INT32 -> b.getInt(4 * i);
      case UINT32 -> b.getInt(4 * i) & 0xffffffffL;
      case INT64, UINT64 -> b.getLong(8 * i);
      default -> throw new IllegalStateException("element type " + elemType);
    };
  }

  static float halfToFloat(short h) {
    int bits = h & 0xffff;
    int sign = (bits >>> 15) << 31;
    int exp = (bits >>> 10) & 0x1f;
    int mant = bits & 0x3ff;
    if (exp == 0x1f) {
      return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
    }
    if (exp == 0) {
      if (mant == 0) {
        return Float.intBitsToFloat(sign);
      }
      float v = mant / 1024f * (float) Math.pow(2, -14);
      return sign != 0 ? -v : v;
    }
    return Float.intBitsToFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
  }

  /**
   * The float16 bits of {@code f}, which must be exactly representable in float16 with a
   * normal exponent (the harness makes only such values: multiples of 1/1024 up to 2), or zero.
   */
  static short floatToHalf(float f) {
    int bits = Float.floatToIntBits(f);
    int sign = (bits >>> 16) & 0x8000;
    if ((bits & 0x7fffffff) == 0) {
      return (short) sign;
    }
    int exp = ((bits >>> 23) & 0xff) - 127 + 15;
    if (exp <= 0 || exp >= 31) {
      throw new IllegalArgumentException(f + " has no normal float16 form");
    }
    return (short) (sign | (exp << 10) | ((bits >>> 13) & 0x3ff));
  }

  String shapeText() {
    if (shape.length == 0) {
      return "scalar";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i == 0 ? "" : "x").append(shape[i]);
    }
    return sb.toString();
  }

  // ---- .npy ----

  void write(Path file) throws IOException {
    StringBuilder shp = new StringBuilder("(");
    for (long d : shape) {
      shp.append(d).append(", ");
    }
    if (shape.length > 1) {
      shp.setLength(shp.length() - 2);
    } else if (shape.length == 1) {
      shp.setLength(shp.length() - 1);
    }
    shp.append(')');
    String dict = "{'descr': '" + descr(elemType) + "', 'fortran_order': False, 'shape': " + shp + ", }";
    int total = 10 + dict.length() + 1;
    int pad = (64 - total % 64) % 64;
    String header = dict + " ".repeat(pad) + "\n";
    ByteBuffer h = ByteBuffer.allocate(10).order(ByteOrder.LITTLE_ENDIAN);
    h.put((byte) 0x93).put("NUMPY".getBytes(StandardCharsets.US_ASCII)).put((byte) 1).put((byte) 0)
        .putShort((short) header.length());
    byte[] head = header.getBytes(StandardCharsets.US_ASCII);
    byte[] all = new byte[10 + head.length + data.length];
    System.arraycopy(h.array(), 0, all, 0, 10);
    System.arraycopy(head, 0, all, 10, head.length);
    System.arraycopy(data, 0, all, 10 + head.length, data.length);
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, all);
  }

  private static final Pattern DESCR = Pattern.compile("'descr':\\s*'([^']*)'");
  private static final Pattern FORTRAN = Pattern.compile("'fortran_order':\\s*(True|False)");
  private static final Pattern SHAPE = Pattern.compile("'shape':\\s*\\(([^)]*)\\)");

  static Arr read(Path file) throws IOException {
    byte[] all = Files.readAllBytes(file);
    if (all.length < 10 || (all[0] & 0xff) != 0x93) {
      throw new IOException(file + ": not a .npy file");
    }
    ByteBuffer b = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
    int major = all[6];
    int headerLen;
    int start;
    if (major == 1) {
      headerLen = b.getShort(8) & 0xffff;
      start = 10;
    } else {
      headerLen = b.getInt(8);
      start = 12;
    }
    String header = new String(all, start, headerLen, StandardCharsets.ISO_8859_1);
    Matcher d = DESCR.matcher(header);
    Matcher f = FORTRAN.matcher(header);
    Matcher s = SHAPE.matcher(header);
    if (!d.find() || !s.find()) {
      throw new IOException(file + ": bad .npy header " + header.strip());
    }
    if (f.find() && f.group(1).equals("True")) {
      throw new IOException(file + ": Fortran order is not read");
    }
    String descr = d.group(1);
    int type = switch (descr.replace('=', '<').replace('|', '<')) {
      case "<f4" -> FLOAT;
      case "<f8" -> DOUBLE;
      case "<f2" -> FLOAT16;
      case "<i1" -> INT8;
      case "<u1" -> UINT8;
      case "<b1" -> BOOL;
      case "<i2" -> INT16;
      case "<u2" -> UINT16;
      case "<i4" -> INT32;
      case "<u4" -> UINT32;
      case "<i8" -> INT64;
      case "<u8" -> UINT64;
      default -> throw new IOException(file + ": element type " + descr + " is not read");
    };
    List<Long> dims = new ArrayList<>();
    for (String p : s.group(1).split(",")) {
      if (!p.isBlank()) {
        dims.add(Long.parseLong(p.strip()));
      }
    }
    long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
    int off = start + headerLen;
    long n = count(shape) * width(type);
    if (off + n > all.length) {
      throw new IOException(file + ": truncated");
    }
    return new Arr(type, shape, Arrays.copyOfRange(all, off, off + (int) n));
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%s[%s]", typeName(elemType), shapeText());
  }
}
