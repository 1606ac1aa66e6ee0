package jopt.interpreter.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * NumPy's .npy format (versions 1 to 3): a little-endian array of f16, f32, f64, bool, int8,
 * int16, int32 or int64 in C (row-major) or Fortran order, read into an interpreter argument
 * and written from a memref result.
 */
public final class Npy {
  private Npy() {}

  /** An array read from a file: its element type's descr, shape, and values in row-major order. */
  public record Array(String descr, long[] shape, List<Number> values) {}

  /** The descr of element type {@code t} ('&lt;f4' for f32), or null when NumPy has none. */
  public static String descr(Type t) {
    if (t == FloatType.F16) {
      return "<f2";
    }
    if (t == FloatType.F32) {
      return "<f4";
    }
    if (t == FloatType.F64) {
      return "<f8";
    }
    if (t instanceof IndexType) {
      return "<i8";
    }
    if (t instanceof IntegerType it) {
      return switch (it.width()) {
        case 1 -> "|b1";
        case 8 -> "|i1";
        case 16 -> "<i2";
        case 32 -> "<i4";
        case 64 -> "<i8";
        default -> null;
      };
    }
    return null;
  }

  /**
   * {@code a} read as elements of the integer type {@code t} when its dtype is an integer (or
   * bool) dtype of the same width whose sign is not {@code t}'s (numpy's {@code uint8} for MLIR's
   * signless {@code i8}, as ONNX's uint8 tensors become): the same bits, extended as {@code t}'s
   * values are (signless and signed: with their sign); else {@code a} itself.
   */
  public static Array asInteger(Array a, IntegerType t) {
    String d = a.descr();
    int width = t.width();
    boolean integer = d.length() == 3 && "iub".indexOf(d.charAt(1)) >= 0
        && 8 * (d.charAt(2) - '0') == width;
    if (!integer || width < 8 || width > 64 || d.equals(descr(t))) {
      return a;
    }
    List<Number> values = new ArrayList<>(a.values().size());
    for (Number v : a.values()) {
      long bits = v.longValue();
      values.add(t.isUnsigned() || width == 64 ? (width == 64 ? bits : bits & ((1L << width) - 1))
          : bits << (64 - width) >> (64 - width));
    }
    return new Array(descr(t), a.shape(), values);
  }

  private static final Pattern DESCR = Pattern.compile("'descr'\\s*:\\s*'([^']*)'");
  private static final Pattern FORTRAN = Pattern.compile("'fortran_order'\\s*:\\s*(True|False)");
  private static final Pattern SHAPE = Pattern.compile("'shape'\\s*:\\s*\\(([^)]*)\\)");

  /** Reads {@code file}; throws IOException with what is wrong. */
  public static Array read(Path file) throws IOException {
    return read(Files.readAllBytes(file));
  }

  /** Reads the bytes of a .npy file; throws IOException with what is wrong. */
  public static Array read(byte[] bytes) throws IOException {
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    byte[] magic = new byte[6];
    if (b.remaining() < 10) {
      throw new IOException("not a .npy file");
    }
    b.get(magic);
    if (magic[0] != (byte) 0x93 || !new String(magic, 1, 5, StandardCharsets.ISO_8859_1).equals("NUMPY")) {
      throw new IOException("not a .npy file");
    }
    int major = b.get();
    b.get();
    int headerLength = major == 1 ? Short.toUnsignedInt(b.getShort()) : b.getInt();
    if (headerLength < 0 || headerLength > b.remaining()) {
      throw new IOException("truncated .npy header");
    }
    byte[] header = new byte[headerLength];
    b.get(header);
    String h = new String(header, major >= 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    Matcher d = DESCR.matcher(h);
    Matcher f = FORTRAN.matcher(h);
    Matcher s = SHAPE.matcher(h);
    if (!d.find() || !f.find() || !s.find()) {
      throw new IOException("unreadable .npy header: " + h.strip());
    }
    String descr = d.group(1).replace('=', '<');
    List<Long> dims = new ArrayList<>();
    for (String part : s.group(1).split(",")) {
      if (!part.isBlank()) {
        dims.add(Long.parseLong(part.strip()));
      }
    }
    long[] shape = dims.stream().mapToLong(Long::longValue).toArray();
    long n = 1;
    for (long x : shape) {
      n *= x;
    }
    int size = elementSize(descr);
    if (size <= 0) {
      throw new IOException("unsupported .npy dtype '" + descr + "'");
    }
    if (n * size > b.remaining()) {
      throw new IOException("truncated .npy data: " + n + " elements of " + size + " bytes");
    }
    List<Number> values = new ArrayList<>((int) n);
    for (long i = 0; i < n; i++) {
      values.add(element(b, descr));
    }
    if (f.group(1).equals("True") && shape.length > 1) {
      values = fromFortranOrder(values, shape);
    }
    return new Array(descr, shape, values);
  }

  private static int elementSize(String descr) {
    return switch (descr) {
      case "|b1", "|i1", "|u1" -> 1;
      case "<f2", "<i2", "<u2" -> 2;
      case "<f4", "<i4", "<u4" -> 4;
      case "<f8", "<i8", "<u8" -> 8;
      default -> -1;
    };
  }

  private static Number element(ByteBuffer b, String descr) {
    return switch (descr) {
      case "|b1", "|u1" -> (long) (b.get() & 0xff);
      case "|i1" -> (long) b.get();
      case "<i2" -> (long) b.getShort();
      case "<i4" -> (long) b.getInt();
      case "<i8", "<u8" -> b.getLong(); // u8: its bits
      case "<u2" -> (long) (b.getShort() & 0xffff);
      case "<u4" -> b.getInt() & 0xffffffffL;
      case "<f2" -> Scalars.floatFromBits(FloatType.F16, b.getShort() & 0xffff);
      case "<f4" -> (double) b.getFloat();
      default -> b.getDouble();
    };
  }

  private static List<Number> fromFortranOrder(List<Number> values, long[] shape) {
    List<Number> r = new ArrayList<>(values);
    long[] idx = new long[shape.length];
    for (int c = 0; c < values.size(); c++) {
      long f = 0;
      long stride = 1;
      for (int d = 0; d < shape.length; d++) {
        f += idx[d] * stride;
        stride *= shape[d];
      }
      r.set(c, values.get((int) f));
      for (int d = shape.length - 1; d >= 0 && ++idx[d] == shape[d]; d--) {
        idx[d] = 0;
      }
    }
    return r;
  }

  /**
   * Writes the elements of memref {@code m} (in row-major order, bytes never written as they are)
   * to {@code file}; throws IOException for an element type NumPy has no dtype of.
   */
  public static void write(Path file, MemRefValue m) throws IOException {
    Files.write(file, encode(m));
  }

  /** The .npy bytes of memref {@code m}; throws IOException for an element type NumPy has no dtype of. */
  public static byte[] encode(MemRefValue m) throws IOException {
    String descr = descr(m.elementType);
    if (descr == null) {
      throw new IOException("NumPy has no dtype for " + m.elementType);
    }
    StringBuilder shape = new StringBuilder("(");
    for (int d = 0; d < m.sizes.length; d++) {
      shape.append(d > 0 ? ", " : "").append(m.sizes[d]);
    }
    shape.append(m.sizes.length == 1 ? ",)" : ")");
    String dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
    int unpadded = 10 + dict.length() + 1;
    int pad = (64 - unpadded % 64) % 64;
    String header = dict + " ".repeat(pad) + "\n";
    long n = m.numElements();
    ByteBuffer out = ByteBuffer.allocate(10 + header.length() + (int) (n * m.elemBytes))
        .order(ByteOrder.LITTLE_ENDIAN);
    out.put((byte) 0x93).put("NUMPY".getBytes(StandardCharsets.ISO_8859_1)).put((byte) 1)
        .put((byte) 0).putShort((short) header.length())
        .put(header.getBytes(StandardCharsets.ISO_8859_1));
    byte[] bytes = m.alloc.bytes;
    boolean bool = descr.equals("|b1");
    MemRefAllocator.forEachIndex(m.sizes, idx -> {
      int pos = (int) m.bytePosition(idx);
      if (bool) {
        out.put((byte) (bytes[pos] != 0 ? 1 : 0));
      } else {
        out.put(bytes, pos, m.elemBytes);
      }
    });
    return out.array();
  }
}
