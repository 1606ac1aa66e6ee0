package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ConcatOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.StridesAndOffset;

/**
 * The elements of a weight computed at compile time: a dense constant, a static slice of one, a
 * reshape of one, or a concatenation of such values (an exporter reordering an LSTM's gate
 * weights by slicing and joining them: silero-vad). Null where a value is not one of these (an
 * elided or resource constant, a dynamic slice, anything computed from an activation).
 */
final class WeightData {
  private WeightData() {
  }

  /** The elements of {@code v}, or null (see the class comment). */
  static DenseElementsAttr of(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !(v.getType() instanceof RankedTensorType type) || !type.hasStaticShape()) {
      return null;
    }
    if (ConstantOp.SPEC.isa(def)) {
      return def.getAttr("value") instanceof DenseElementsAttr dense ? dense : null;
    }
    if (ExpandShapeOp.SPEC.isa(def) || CollapseShapeOp.SPEC.isa(def)) {
      DenseElementsAttr source = of(def.getOperand(0));
      return source == null ? null : source.reshape(type);
    }
    if (ExtractSliceOp.SPEC.isa(def)) {
      return slice(ExtractSliceOp.of(def), type);
    }
    if (ConcatOp.SPEC.isa(def)) {
      return concat(ConcatOp.of(def), type);
    }
    return null;
  }

  private static DenseElementsAttr slice(ExtractSliceOp slice, RankedTensorType type) {
    long[] offsets = slice.staticOffsets();
    long[] sizes = slice.staticSizes();
    long[] strides = slice.staticStrides();
    for (int d = 0; d < sizes.length; d++) {
      if (offsets[d] < 0 || sizes[d] < 0 || strides[d] < 0) { // dynamic entries
        return null;
      }
    }
    DenseElementsAttr source = of(slice.source());
    if (source == null) {
      return null;
    }
    long[] sourceStrides = StridesAndOffset.identityStrides(slice.sourceType().getShape());
    int n = Math.toIntExact(type.getNumElements());
    int[] indices = new int[n];
    long[] at = new long[sizes.length];
    for (int i = 0; i < n; i++) {
      long s = 0;
      for (int d = 0; d < sizes.length; d++) {
        s += (offsets[d] + at[d] * strides[d]) * sourceStrides[d];
      }
      indices[i] = Math.toIntExact(s);
      for (int d = sizes.length - 1; d >= 0 && ++at[d] == sizes[d]; d--) {
        at[d] = 0;
      }
    }
    return source.gather(type, indices);
  }

  private static DenseElementsAttr concat(ConcatOp concat, RankedTensorType type) {
    List<DenseElementsAttr> parts = new ArrayList<>();
    for (Value input : concat.inputs()) {
      DenseElementsAttr part = of(input);
      if (part == null) {
        return null;
      }
      parts.add(part);
    }
    // The result in row-major order: per index before the joined dim, each part's block in turn.
    int dim = Math.toIntExact(concat.dim());
    long outer = 1;
    for (int d = 0; d < dim; d++) {
      outer *= type.getShape()[d];
    }
    List<Attribute> elements = new ArrayList<>(Math.toIntExact(type.getNumElements()));
    for (long o = 0; o < outer; o++) {
      for (DenseElementsAttr part : parts) {
        int block = Math.toIntExact(part.getType().getNumElements() / outer);
        for (int k = 0; k < block; k++) {
          elements.add(part.getElementAttr(Math.toIntExact(o * block + k)));
        }
      }
    }
    return DenseElementsAttr.get(type, elements);
  }
}
