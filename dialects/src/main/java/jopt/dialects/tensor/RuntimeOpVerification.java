package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiFunction;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.utils.RuntimeChecks;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;

/**
 * The runtime checks of tensor ops (MLIR's Tensor RuntimeOpVerification), for
 * {@code generate-runtime-verification}; as the memref ones, on tensors.
 */
final class RuntimeOpVerification {
  private RuntimeOpVerification() {}

  /** Indices of an extract or insert in bounds. */
  static void indices(Operation op, Value tensor, List<Value> indices, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    RuntimeChecks.assertIndicesInBounds(b, loc, indices, (bb, i) -> bb.createOrFold(
        DimOp.create(bb, loc, tensor, ConstantOp.createIndex(bb, loc, i)).getOperation()), op,
        message);
  }

  /** A cast to a ranked type: the rank (from an unranked source) and each static size. */
  static void cast(Operation op, Builder b, Location loc, BiFunction<Operation, String, String> message) {
    CastOp cast = CastOp.of(op);
    Value source = cast.source();
    if (!(cast.dest().getType() instanceof RankedTensorType result)) {
      return;
    }
    RankedTensorType rankedSource = source.getType() instanceof RankedTensorType t ? t : null;
    if (rankedSource == null) {
      RuntimeChecks.assertRank(b, loc, RankOp.create(b, loc, source).getOperation().getResult(0),
          result.getRank(), op, message);
    }
    RuntimeChecks.assertStaticSizes(b, loc, rankedSource, result, (bb, i) -> DimOp.create(bb, loc,
        source, ConstantOp.createIndex(bb, loc, i)).getOperation().getResult(0), op, message);
  }

  /** Each dimension of an extract_slice within the source (offset, and last index when non-empty). */
  static void extractSlice(Operation op, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    ExtractSliceOp slice = ExtractSliceOp.of(op);
    Value zero = ConstantOp.createIndex(b, loc, 0);
    Value one = ConstantOp.createIndex(b, loc, 1);
    int rank = ((RankedTensorType) slice.source().getType()).getRank();
    List<jopt.ir.rewrite.OpFoldResult> offsets = slice.mixedOffsets();
    List<jopt.ir.rewrite.OpFoldResult> sizes = slice.mixedSizes();
    List<jopt.ir.rewrite.OpFoldResult> strides = slice.mixedStrides();
    for (int i = 0; i < rank; i++) {
      Value offset = ConstantOp.valueOrCreateIndex(b, loc, offsets.get(i));
      Value size = ConstantOp.valueOrCreateIndex(b, loc, sizes.get(i));
      Value stride = ConstantOp.valueOrCreateIndex(b, loc, strides.get(i));
      Value dimSize = b.createOrFold(DimOp.create(b, loc, slice.source(),
          ConstantOp.createIndex(b, loc, i)).getOperation());
      RuntimeChecks.sliceDim(b, loc, i, new RuntimeChecks.SliceDim(offset, size, stride, dimSize),
          zero, one, "extract_slice", op, message);
    }
  }
}
