package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * vector.extract_strided_slice: {@code %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]}
 * : vector<4x8x16xf32> to vector<2x4x16xf32>}; the slice at {@code offsets} of {@code sizes}.
 */
@Op
public final class ExtractStridedSliceOp extends ExtractStridedSliceOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.extract_strided_slice")
      .summary("extract_strided_slice operation")
      .operand("source", VectorConstraints.VECTOR_NON_0)
      .attr("offsets", VectorConstraints.I64_ARRAY)
      .attr("sizes", VectorConstraints.I64_ARRAY)
      .attr("strides", VectorConstraints.I64_ARRAY)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .predicate("operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .format("$source attr-dict `:` type($source) `to` type(results)")
      .build();

  ExtractStridedSliceOp(Operation op) {
    super(op);
  }

  /** MLIR's inferStridedSliceOpResultType: {@code sizes} for the leading dims, the source's for the rest. */
  static VectorType inferResultType(VectorType source, long[] sizes) {
    long[] shape = source.getShape();
    System.arraycopy(sizes, 0, shape, 0, Math.min(sizes.length, shape.length));
    return VectorType.get(shape, source.getElementType(), source.scalableDims());
  }

  /** The definition: MLIR's range checks and result type; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ExtractStridedSliceOp extractStridedSlice = ExtractStridedSliceOp.of(op);
      VectorType type = (VectorType) extractStridedSlice.source().getType();
      long[] offsets = VectorConstraints.i64s(op.getAttr("offsets"));
      long[] sizes = VectorConstraints.i64s(op.getAttr("sizes"));
      long[] strides = VectorConstraints.i64s(op.getAttr("strides"));
      if (offsets.length != sizes.length || offsets.length != strides.length) {
        op.emitOpError("expected offsets, sizes and strides attributes of same size");
        return false;
      }
      long[] shape = type.getShape();
      if (!StridedSlices.noLongerThan(op, offsets, shape, "offsets")
          || !StridedSlices.noLongerThan(op, sizes, shape, "sizes")
          || !StridedSlices.noLongerThan(op, strides, shape, "strides")
          || !StridedSlices.inShape(op, offsets, shape, "offsets", true, 0)
          || !StridedSlices.inShape(op, sizes, shape, "sizes", false, 1)
          || !StridedSlices.inRange(op, strides, 1, 1, "strides", false)
          || !StridedSlices.sumInShape(op, offsets, sizes, shape, "offsets", "sizes", false, 1)) {
        return false;
      }
      VectorType expected = inferResultType(type, sizes);
      if (!extractStridedSlice.result().getType().equals(expected)) {
        op.emitOpError("expected result type to be " + VectorTypes.quote(expected));
        return false;
      }
      for (int i = 0; i < sizes.length; i++) {
        if (type.isScalableDim(i) && type.getDimSize(i) != sizes[i]) {
          op.emitOpError("expected size at idx=" + i + " to match the corresponding base size from the input "
              + "vector (" + sizes[i] + " vs " + type.getDimSize(i) + ")");
          return false;
        }
      }
      return true;
    }
  
    /** A slice as large as the whole vector is the vector. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ExtractStridedSliceOp extractStridedSlice = ExtractStridedSliceOp.of(op);
      if (extractStridedSlice.source().getType().equals(extractStridedSlice.result().getType())) {
        results.add(OpFoldResult.of(extractStridedSlice.source()));
        return true;
      }
      return false;
    }
  }
}
