package jopt.passes.onnxtolinalg;

import java.util.List;
import jopt.dialects.onnx.SymInt;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.RankedTensorType;

/**
 * The element type a contraction (Conv, ConvTranspose, MatMul, Gemm, Einsum) accumulates in, and the
 * conversions into and out of it. f16 and bf16 accumulate in f32: the linalg op reads its f16
 * operands through the {@code arith.extf} in its body (a named op casts its inputs to its
 * output's type), sums in f32 and the result is rounded to f16 once ({@code arith.truncf}), as
 * onnxruntime computes an f16 Conv or MatMul on x86 (casts to f32 around the node) and as
 * torch-mlir picks an f32 accumulator for f16 and bf16 contractions. Every other type
 * accumulates in itself (the IR of f32 and integer models does not change).
 */
final class Accumulation {
  private Accumulation() {}

  /** The accumulator's element type for a result of element type {@code elt}. */
  static Type of(Type elt) {
    return elt == FloatType.F16 || elt == FloatType.BF16 ? FloatType.F32 : elt;
  }

  /** {@code t} with the accumulator's element type. */
  static RankedTensorType of(RankedTensorType t) {
    Type acc = of(t.getElementType());
    return acc == t.getElementType() ? t : RankedTensorType.get(t.getShape(), acc, t.getEncoding());
  }

  /** {@code v} with its elements converted to {@code to} ({@code v} itself when they are). */
  static Value convert(Lowering l, Value v, Type to) {
    return ((RankedTensorType) v.getType()).getElementType() == to ? v : convert(l, v, to, l.dims(v));
  }

  /** {@link #convert} of {@code v} of dims {@code dims}. */
  static Value convert(Lowering l, Value v, Type to, List<SymInt> dims) {
    RankedTensorType t = (RankedTensorType) v.getType();
    if (t.getElementType() == to) {
      return v;
    }
    Value r = Linalg.map(l, List.of(v), RankedTensorType.get(t.getShape(), to, t.getEncoding()), dims,
        (b, loc, in) -> Scalars.cast(b, loc, in.get(0), to, false, false));
    l.setDims(r, dims);
    return r;
  }
}
