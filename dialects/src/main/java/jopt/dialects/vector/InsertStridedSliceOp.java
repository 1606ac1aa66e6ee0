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
 * vector.insert_strided_slice: {@code %v, %d {offsets = [0, 2], strides = [1]} : vector<4xf32>
 * into vector<2x8xf32>}; the destination with a k-D vector stored at {@code offsets}.
 */
@Op
public final class InsertStridedSliceOp extends InsertStridedSliceOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.insert_strided_slice")
      .summary("strided_slice operation")
      .operand("valueToStore", VectorConstraints.VECTOR_NON_0)
      .operand("dest", VectorConstraints.VECTOR_NON_0)
      .attr("offsets", VectorConstraints.I64_ARRAY)
      .attr("strides", VectorConstraints.I64_ARRAY)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .predicate("operand #0 and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .allTypesMatch("dest", "result")
      .format("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)")
      .build();

  InsertStridedSliceOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's offset, stride and scalability checks; folders and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      InsertStridedSliceOp insertStridedSlice = InsertStridedSliceOp.of(op);
      VectorType source = (VectorType) insertStridedSlice.valueToStore().getType();
      VectorType dest = (VectorType) insertStridedSlice.dest().getType();
      long[] offsets = VectorConstraints.i64s(op.getAttr("offsets"));
      long[] strides = VectorConstraints.i64s(op.getAttr("strides"));
      if (offsets.length != dest.getRank()) {
        op.emitOpError("expected offsets of same size as destination vector rank");
        return false;
      }
      if (strides.length != source.getRank()) {
        op.emitOpError("expected strides of same size as source vector rank");
        return false;
      }
      if (source.getRank() > dest.getRank()) {
        op.emitOpError("expected source rank to be no greater than destination rank");
        return false;
      }
      long[] destShape = dest.getShape();
      int rankDiff = dest.getRank() - source.getRank();
      long[] sourceAsDest = new long[dest.getRank()];
      System.arraycopy(source.getShape(), 0, sourceAsDest, rankDiff, source.getRank());
      if (!StridedSlices.inShape(op, offsets, destShape, "offsets", true, 0)
          || !StridedSlices.inRange(op, strides, 1, 1, "strides", false)
          || !StridedSlices.sumInShape(op, offsets, sourceAsDest, destShape, "offsets", "source vector shape",
              false, 1)) {
        return false;
      }
      for (int i = 0; i < source.getRank(); i++) {
        if (source.isScalableDim(i) != dest.isScalableDim(i + rankDiff)) {
          op.emitOpError("mismatching scalable flags (at source vector idx=" + i + ")");
          return false;
        }
        if (source.isScalableDim(i) && source.getDimSize(i) != dest.getDimSize(i + rankDiff)) {
          op.emitOpError("expected size at idx=" + i + " to match the corresponding base size from the input "
              + "vector (" + source.getDimSize(i) + " vs " + dest.getDimSize(i + rankDiff) + ")");
          return false;
        }
      }
      return true;
    }
  
    /** A slice as large as the whole vector is the vector. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      InsertStridedSliceOp insertStridedSlice = InsertStridedSliceOp.of(op);
      if (insertStridedSlice.valueToStore().getType().equals(insertStridedSlice.result().getType())) {
        results.add(OpFoldResult.of(insertStridedSlice.valueToStore()));
        return true;
      }
      return false;
    }
  }
}
