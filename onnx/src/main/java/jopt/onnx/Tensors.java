package jopt.onnx;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.onnx.ElementTypes;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.onnx.proto.SparseTensorProto;
import jopt.onnx.proto.StringStringEntryProto;
import jopt.onnx.proto.TensorProto;

/**
 * ONNX tensors as MLIR elements: a {@code TensorProto} (raw little-endian bytes, a typed field,
 * or external data in a file beside the model) read into {@code dense<...>}; weights whose side
 * file is missing become {@code dense_resource<__elided__>}, counted for a note.
 */
public final class Tensors {
  /** The handle MLIR prints for elided resources; mlir-opt reads it back. */
  public static final String ELIDED = "__elided__";

  /** The most bytes a sparse tensor is made dense into. */
  private static final long MAX_SPARSE_BYTES = 1L << 28;

  private final Path baseDir;
  private int missing;
  private long missingBytes;

  /** Reads external data relative to {@code baseDir} (the model's directory; null: none allowed). */
  public Tensors(Path baseDir) {
    this.baseDir = baseDir;
  }

  /** How many tensors had their external data missing, and their bytes. */
  public int missingTensors() {
    return missing;
  }

  public long missingBytes() {
    return missingBytes;
  }

  /** The tensor type of {@code t}: its dims and element type. */
  public static RankedTensorType type(TensorProto t) throws OnnxImportException {
    Type element = ElementTypes.fromDataType(t.getDataType());
    if (element == null || t.getDataType() == TensorProto.DataType.STRING_VALUE) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has "
          + (element == null ? "unknown data type " + t.getDataType() : "string elements, which are not supported"));
    }
    long[] dims = new long[t.getDimsCount()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = t.getDims(i);
      if (dims[i] < 0) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has a negative dimension " + dims[i]);
      }
    }
    if (t.getDimsCount() > 64) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has rank " + t.getDimsCount());
    }
    return RankedTensorType.get(dims, element);
  }

  /** The elements of {@code t} as an attribute. */
  public Attribute elements(TensorProto t) throws OnnxImportException {
    RankedTensorType type = type(t);
    long n = numElements(type, t.getName());
    Type e = type.getElementType();
    int eb = elementBytes(e);
    byte[] raw;
    if (t.getDataLocation() == TensorProto.DataLocation.EXTERNAL) {
      raw = external(t, n * storedBytes(e), n);
      if (raw == null) {
        return DenseResourceElementsAttr.get(type, ELIDED);
      }
    } else if (t.hasSegment()) {
      throw new OnnxImportException("tensor '" + t.getName() + "' is a segment of a tensor, which is not supported");
    } else if (!t.getRawData().isEmpty() || countTyped(t) == 0 && n > 0) {
      raw = t.getRawData().toByteArray();
    } else {
      raw = null;
    }
    byte[] buffer;
    if (raw != null) {
      long expected = n * storedBytes(e);
      if (raw.length != expected) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has " + raw.length
            + " bytes of data, its type " + AsmUtil.typeStr(type) + " needs " + expected);
      }
      buffer = fromStored(raw, e, (int) n, eb);
    } else {
      buffer = typed(t, e, (int) n, eb);
    }
    DenseElementsAttr d = DenseElementsAttr.fromRawBuffer(type, buffer);
    if (d == null) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has data that does not fit " + AsmUtil.typeStr(type));
    }
    return d;
  }

  /** A sparse tensor as dense elements: zeros except at its indices. */
  public Attribute elements(SparseTensorProto s) throws OnnxImportException {
    TensorProto values = s.getValues();
    long[] dims = new long[s.getDimsCount()];
    long n = 1;
    for (int i = 0; i < dims.length; i++) {
      dims[i] = s.getDims(i);
      if (dims[i] < 0) {
        throw new OnnxImportException("sparse tensor '" + values.getName() + "' has a negative dimension");
      }
      n = Math.multiplyExact(n, dims[i]);
    }
    Type e = type(values).getElementType();
    RankedTensorType type = RankedTensorType.get(dims, e);
    numElements(type, values.getName());
    if (!(elements(values) instanceof DenseElementsAttr v)) {
      throw new OnnxImportException("sparse tensor '" + values.getName() + "' has no values");
    }
    Attribute ia = elements(s.getIndices());
    if (!(ia instanceof DenseElementsAttr idx) || !(idx.getElementType() instanceof IntegerType)) {
      throw new OnnxImportException("sparse tensor '" + values.getName() + "' has no integer indices");
    }
    int nnz = v.getNumElements();
    long[] index = idx.getLongs();
    int rank = dims.length;
    boolean linear = index.length == nnz;
    if (!linear && index.length != (long) nnz * rank) {
      throw new OnnxImportException("sparse tensor '" + values.getName() + "' has " + index.length
          + " indices for " + nnz + " values");
    }
    int eb = elementBytes(e);
    if (n * eb > MAX_SPARSE_BYTES) {
      throw new OnnxImportException("sparse tensor '" + values.getName() + "' would take " + n * eb
          + " bytes dense, more than " + MAX_SPARSE_BYTES);
    }
    byte[] out = new byte[(int) (isBool(e) ? (n + 7) / 8 : n * eb)];
    byte[] vals = v.isSplat() ? null : v.getRawData();
    byte[] splat = v.isSplat() ? v.getRawData() : null;
    for (int k = 0; k < nnz; k++) {
      long pos = 0;
      if (linear) {
        pos = index[k];
      } else {
        for (int d = 0; d < rank; d++) {
          long x = index[k * rank + d];
          if (x < 0 || x >= dims[d]) {
            pos = -1;
            break;
          }
          pos = pos * dims[d] + x;
        }
      }
      if (pos < 0 || pos >= n) {
        throw new OnnxImportException("sparse tensor '" + values.getName() + "' has an index out of range");
      }
      if (isBool(e)) {
        boolean bit = v.getBool(k);
        if (bit) {
          out[(int) (pos >> 3)] |= (byte) (1 << (pos & 7));
        }
      } else {
        System.arraycopy(splat != null ? splat : vals, splat != null ? 0 : k * eb, out, (int) pos * eb, eb);
      }
    }
    return DenseElementsAttr.fromRawBuffer(type, out);
  }

  private static long numElements(RankedTensorType type, String name) throws OnnxImportException {
    long n = 1;
    for (long d : type.getShape()) {
      try {
        n = Math.multiplyExact(n, d);
      } catch (ArithmeticException ex) {
        n = Long.MAX_VALUE;
      }
    }
    if (n * (long) Math.max(1, elementBytes(type.getElementType())) > Integer.MAX_VALUE - 64) {
      throw new OnnxImportException("tensor '" + name + "' of type " + AsmUtil.typeStr(type)
          + " is too large (over 2 GiB)");
    }
    return n;
  }

  private static int countTyped(TensorProto t) {
    return t.getFloatDataCount() + t.getInt32DataCount() + t.getInt64DataCount()
        + t.getDoubleDataCount() + t.getUint64DataCount();
  }

  /** The bytes of an external tensor, or null when its file is missing (counted). */
  private byte[] external(TensorProto t, long expected, long n) throws OnnxImportException {
    String location = null;
    long offset = 0;
    long length = -1;
    for (StringStringEntryProto kv : t.getExternalDataList()) {
      try {
        switch (kv.getKey()) {
          case "location" -> location = kv.getValue();
          case "offset" -> offset = Long.parseLong(kv.getValue());
          case "length" -> length = Long.parseLong(kv.getValue());
          default -> { }
        }
      } catch (NumberFormatException ex) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has external data " + kv.getKey()
            + " '" + kv.getValue() + "', not a number");
      }
    }
    if (location == null || location.isEmpty()) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has external data without a location");
    }
    if (offset < 0 || length < -1) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has a negative external data offset or length");
    }
    Path file;
    try {
      Path rel = Path.of(location);
      if (rel.isAbsolute() || baseDir == null) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has external data at '" + location
            + "', which is not a path relative to the model's directory");
      }
      file = baseDir.resolve(rel).normalize();
      if (!file.startsWith(baseDir.normalize())) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has external data at '" + location
            + "', outside the model's directory");
      }
    } catch (java.nio.file.InvalidPathException ex) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has external data at an invalid path '"
          + location + "'");
    }
    if (!Files.isRegularFile(file)) {
      missing++;
      missingBytes += expected;
      return null;
    }
    // Symbolic links followed, the file must still be inside the model's directory (ONNX 1.21,
    // CVE-2026-27489: a link in the model's folder could name any file its reader may read).
    try {
      if (!file.toRealPath().startsWith(baseDir.toRealPath())) {
        throw new OnnxImportException("tensor '" + t.getName() + "' has external data at '"
            + location + "', a link to a file outside the model's directory");
      }
    } catch (IOException ex) {
      throw new OnnxImportException("tensor '" + t.getName() + "': cannot read '" + location
          + "': " + jopt.support.FileErrors.reason(ex));
    }
    long len = length < 0 ? expected : length;
    if (len != expected) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has " + len
          + " bytes of external data, its type needs " + expected);
    }
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      if (offset + len > f.length()) {
        throw new OnnxImportException("tensor '" + t.getName() + "' reads bytes " + offset + " to "
            + (offset + len) + " of '" + location + "', which has " + f.length());
      }
      byte[] bytes = new byte[(int) len];
      f.seek(offset);
      f.readFully(bytes);
      return bytes;
    } catch (IOException ex) {
      throw new OnnxImportException("tensor '" + t.getName() + "': cannot read '" + location + "': "
          + ex.getMessage());
    }
  }

  /** Zeros of {@code t} (integer, float or complex elements): a splat of one zero element. */
  static DenseElementsAttr zeros(RankedTensorType t) {
    Type e = t.getElementType();
    return DenseElementsAttr.fromRawBuffer(t, new byte[e instanceof IntegerType i && i.width() == 1 ? 1 : elementBytes(e)]);
  }

  /** Bytes per element in MLIR's buffer (i1 is packed; sub-byte types take a byte). */
  static int elementBytes(Type e) {
    if (e instanceof ComplexType c) {
      return 2 * elementBytes(c.getElementType());
    }
    int width = e instanceof IntegerType i ? i.width() : ((FloatType) e).getWidth();
    return Math.max(1, (width + 7) / 8);
  }

  private static boolean isBool(Type e) {
    return e instanceof IntegerType i && i.width() == 1;
  }

  private static boolean isNibble(Type e) {
    return e instanceof IntegerType i && i.width() == 4 || e == FloatType.F4E2M1FN;
  }

  /** Bytes an element takes in ONNX's raw data, times 2 (4-bit types pack two in a byte). */
  private static long storedBytes(Type e) {
    return isNibble(e) ? 1 : elementBytes(e);
  }

  /** MLIR's buffer from ONNX's raw bytes: bools packed 8 per byte, nibbles one per byte. */
  private static byte[] fromStored(byte[] raw, Type e, int n, int eb) {
    if (isBool(e)) {
      byte[] out = new byte[(n + 7) / 8];
      for (int i = 0; i < n; i++) {
        if (raw[i] != 0) {
          out[i >> 3] |= (byte) (1 << (i & 7));
        }
      }
      return out;
    }
    if (isNibble(e)) {
      byte[] out = new byte[n];
      for (int i = 0; i < n; i++) {
        int b = raw[i / 2] >> (4 * (i % 2)) & 0xF;
        boolean signed = e instanceof IntegerType it && !it.isUnsigned();
        out[i] = (byte) (signed ? (b << 28) >> 28 : b);
      }
      return out;
    }
    return raw;
  }

  /** MLIR's buffer from the typed field of {@code t}. */
  private static byte[] typed(TensorProto t, Type e, int n, int eb) throws OnnxImportException {
    int dt = t.getDataType();
    int count;
    long expected = switch (dt) {
      case TensorProto.DataType.FLOAT_VALUE -> t.getFloatDataCount();
      case TensorProto.DataType.COMPLEX64_VALUE -> t.getFloatDataCount() / 2;
      case TensorProto.DataType.DOUBLE_VALUE -> t.getDoubleDataCount();
      case TensorProto.DataType.COMPLEX128_VALUE -> t.getDoubleDataCount() / 2;
      case TensorProto.DataType.INT64_VALUE -> t.getInt64DataCount();
      case TensorProto.DataType.UINT32_VALUE, TensorProto.DataType.UINT64_VALUE -> t.getUint64DataCount();
      default -> isNibble(e) ? 2L * t.getInt32DataCount() : t.getInt32DataCount();
    };
    if (expected < n) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has data for " + expected
          + " elements, its dims " + t.getDimsList() + " need " + n);
    }
    ByteBuffer out = ByteBuffer.allocate(n * eb).order(ByteOrder.LITTLE_ENDIAN);
    switch (dt) {
      case TensorProto.DataType.FLOAT_VALUE, TensorProto.DataType.COMPLEX64_VALUE -> {
        count = t.getFloatDataCount();
        check(t, count, dt == TensorProto.DataType.COMPLEX64_VALUE ? 2L * n : n);
        for (int i = 0; i < count; i++) {
          out.putFloat(t.getFloatData(i));
        }
      }
      case TensorProto.DataType.DOUBLE_VALUE, TensorProto.DataType.COMPLEX128_VALUE -> {
        count = t.getDoubleDataCount();
        check(t, count, dt == TensorProto.DataType.COMPLEX128_VALUE ? 2L * n : n);
        for (int i = 0; i < count; i++) {
          out.putDouble(t.getDoubleData(i));
        }
      }
      case TensorProto.DataType.INT64_VALUE -> {
        check(t, t.getInt64DataCount(), n);
        for (int i = 0; i < n; i++) {
          out.putLong(t.getInt64Data(i));
        }
      }
      case TensorProto.DataType.UINT32_VALUE, TensorProto.DataType.UINT64_VALUE -> {
        check(t, t.getUint64DataCount(), n);
        for (int i = 0; i < n; i++) {
          long v = t.getUint64Data(i);
          if (eb == 4) {
            out.putInt((int) v);
          } else {
            out.putLong(v);
          }
        }
      }
      default -> {
        boolean nibble = isNibble(e);
        check(t, t.getInt32DataCount(), nibble ? (n + 1) / 2 : n);
        if (isBool(e)) {
          byte[] packed = new byte[(n + 7) / 8];
          for (int i = 0; i < n; i++) {
            if (t.getInt32Data(i) != 0) {
              packed[i >> 3] |= (byte) (1 << (i & 7));
            }
          }
          return packed;
        }
        if (nibble) {
          byte[] raw = new byte[(n + 1) / 2];
          for (int i = 0; i < raw.length; i++) {
            raw[i] = (byte) t.getInt32Data(i);
          }
          return fromStored(raw, e, n, eb);
        }
        for (int i = 0; i < n; i++) {
          int v = t.getInt32Data(i);
          switch (eb) {
            case 1 -> out.put((byte) v);
            case 2 -> out.putShort((short) v);
            default -> out.putInt(v);
          }
        }
      }
    }
    return out.array();
  }

  private static void check(TensorProto t, int count, long expected) throws OnnxImportException {
    if (count != expected) {
      throw new OnnxImportException("tensor '" + t.getName() + "' has " + count
          + " values, its dims " + t.getDimsList() + " need " + expected);
    }
  }
}
