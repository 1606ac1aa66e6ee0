package jopt.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.onnx.ElementTypes;
import jopt.ir.Type;
import jopt.ir.type.DialectType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.UnrankedTensorType;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;

/**
 * ONNX value types as onnx-mlir imports them: a tensor with a shape is ranked ({@code ?} for a
 * dimension given by name or not at all), without one unranked; a sequence is
 * {@code !onnx.Seq<...>}, an optional {@code !onnx.Opt<...>}.
 */
final class ValueTypes {
  private ValueTypes() {}

  /**
   * A type and the names of its symbolic dimensions: by index, and as onnx-mlir's dim_params
   * ({@code "0:N,1:S"}).
   */
  record Imported(Type type, java.util.Map<Integer, String> params) {
    String dimParams() {
      List<String> r = new ArrayList<>();
      params.forEach((i, n) -> r.add(i + ":" + n));
      return String.join(",", r);
    }
  }

  static Imported of(TypeProto t, String what) throws OnnxImportException {
    return of(t, what, java.util.Map.of());
  }

  /** The type, each symbolic dimension named in {@code fixed} of that size ({@code --dim-params}). */
  static Imported of(TypeProto t, String what, java.util.Map<String, Long> fixed) throws OnnxImportException {
    java.util.Map<Integer, String> params = new java.util.TreeMap<>();
    Type type = type(t, what, params, fixed, 0);
    return new Imported(type, java.util.Collections.unmodifiableMap(params));
  }

  private static Type type(TypeProto t, String what, java.util.Map<Integer, String> params,
      java.util.Map<String, Long> fixed, int depth) throws OnnxImportException {
    if (depth > 16) {
      throw new OnnxImportException(what + " has a type nested too deeply");
    }
    switch (t.getValueCase()) {
      case TENSOR_TYPE: {
        TypeProto.Tensor tt = t.getTensorType();
        Type e = ElementTypes.fromDataType(tt.getElemType());
        if (e == null) {
          throw new OnnxImportException(what + " has unknown element type " + tt.getElemType());
        }
        if (!tt.hasShape()) {
          return UnrankedTensorType.get(e);
        }
        TensorShapeProto shape = tt.getShape();
        if (shape.getDimCount() > 64) {
          throw new OnnxImportException(what + " has rank " + shape.getDimCount());
        }
        long[] dims = new long[shape.getDimCount()];
        for (int i = 0; i < dims.length; i++) {
          TensorShapeProto.Dimension d = shape.getDim(i);
          if (d.hasDimValue()) {
            if (d.getDimValue() < 0) {
              throw new OnnxImportException(what + " has a negative dimension " + d.getDimValue());
            }
            dims[i] = d.getDimValue();
          } else if (d.hasDimParam() && fixed.containsKey(d.getDimParam())) {
            dims[i] = fixed.get(d.getDimParam());
          } else {
            dims[i] = ShapedType.DYNAMIC;
            if (d.hasDimParam() && depth == 0) {
              params.put(i, d.getDimParam());
            }
          }
        }
        return RankedTensorType.get(dims, e);
      }
      case SEQUENCE_TYPE:
        return DialectType.get("onnx", "Seq<" + AsmUtil.typeStr(
            type(t.getSequenceType().getElemType(), what, params, fixed, depth + 1)) + ">");
      case OPTIONAL_TYPE:
        return DialectType.get("onnx", "Opt<" + AsmUtil.typeStr(
            type(t.getOptionalType().getElemType(), what, params, fixed, depth + 1)) + ">");
      case VALUE_NOT_SET:
        throw new OnnxImportException(what + " has no type");
      default:
        throw new OnnxImportException(what + " has a " + t.getValueCase().name().toLowerCase()
            .replace("_type", "").replace('_', ' ') + " type, which is not supported");
    }
  }
}
