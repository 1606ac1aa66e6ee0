package jopt.dialects.onnx;

import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.DialectType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.IntegerType.Signedness;

/**
 * ONNX's tensor element types as onnx-mlir imports them: {@code float} is {@code f32},
 * {@code uint8} {@code ui8}, {@code bool} {@code i1}, {@code string} {@code !onnx.String},
 * {@code complex64} {@code complex<f32>}. Each has its {@code TensorProto.DataType} number and
 * the short token of the op table ({@link OnnxOpTable}).
 */
public final class ElementTypes {
  private ElementTypes() {}

  /** onnx-mlir's string element type. */
  public static final Type STRING = DialectType.get("onnx", "String");

  private record Entry(int dataType, String token, Type type) {}

  /** Indexed by data type number (0 UNDEFINED and the numbers onnx-mlir does not import: null). */
  private static final Entry[] BY_DATA_TYPE = new Entry[27];

  private static final List<Entry> ENTRIES = List.of(
      new Entry(1, "f32", FloatType.F32),
      new Entry(2, "ui8", IntegerType.get(8, Signedness.UNSIGNED)),
      new Entry(3, "i8", IntegerType.get(8)),
      new Entry(4, "ui16", IntegerType.get(16, Signedness.UNSIGNED)),
      new Entry(5, "i16", IntegerType.get(16)),
      new Entry(6, "i32", IntegerType.get(32)),
      new Entry(7, "i64", IntegerType.get(64)),
      new Entry(8, "str", STRING),
      new Entry(9, "i1", IntegerType.get(1)),
      new Entry(10, "f16", FloatType.F16),
      new Entry(11, "f64", FloatType.F64),
      new Entry(12, "ui32", IntegerType.get(32, Signedness.UNSIGNED)),
      new Entry(13, "ui64", IntegerType.get(64, Signedness.UNSIGNED)),
      new Entry(14, "c64", ComplexType.get(FloatType.F32)),
      new Entry(15, "c128", ComplexType.get(FloatType.F64)),
      new Entry(16, "bf16", FloatType.BF16),
      new Entry(17, "f8E4M3FN", FloatType.F8E4M3FN),
      new Entry(18, "f8E4M3FNUZ", FloatType.F8E4M3FNUZ),
      new Entry(19, "f8E5M2", FloatType.F8E5M2),
      new Entry(20, "f8E5M2FNUZ", FloatType.F8E5M2FNUZ),
      new Entry(21, "ui4", IntegerType.get(4, Signedness.UNSIGNED)),
      new Entry(22, "i4", IntegerType.get(4)),
      new Entry(23, "f4E2M1", FloatType.F4E2M1FN),
      new Entry(24, "f8E8M0FNU", FloatType.F8E8M0FNU),
      new Entry(25, "ui2", IntegerType.get(2, Signedness.UNSIGNED)),
      new Entry(26, "i2", IntegerType.get(2)));

  static {
    for (Entry e : ENTRIES) {
      BY_DATA_TYPE[e.dataType()] = e;
    }
  }

  /** The element type of {@code TensorProto.DataType} number {@code dataType}, or null. */
  public static Type fromDataType(long dataType) {
    Entry e = dataType > 0 && dataType < BY_DATA_TYPE.length ? BY_DATA_TYPE[(int) dataType] : null;
    return e == null ? null : e.type();
  }

  /** The data type number of element type {@code t}, or 0 (UNDEFINED). */
  public static int dataType(Type t) {
    for (Entry e : ENTRIES) {
      if (e.type().equals(t)) {
        return e.dataType();
      }
    }
    return 0;
  }

  /** The element type of a table token ({@code f32}, {@code ui8}, {@code str}), or null. */
  public static Type fromToken(String token) {
    for (Entry e : ENTRIES) {
      if (e.token().equals(token)) {
        return e.type();
      }
    }
    return null;
  }
}
