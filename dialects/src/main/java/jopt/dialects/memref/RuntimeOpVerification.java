package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiFunction;
import jopt.dialects.arith.IntBinaryOps.RemUIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.tensor.MixedValues;
import jopt.dialects.utils.RuntimeChecks;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;

/**
 * The runtime checks of memref ops (MLIR's MemRef RuntimeOpVerification), for
 * {@code generate-runtime-verification}: each inserts, before its op, the conditions and a
 * {@code cf.assert} per condition with the message MLIR 22 gives.
 */
final class RuntimeOpVerification {
  private RuntimeOpVerification() {}

  /** Indices of a load, store or atomic_rmw in bounds: {@code 0 <= index#i < dim#i}. */
  static void indices(Operation op, Value memref, List<Value> indices, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    RuntimeChecks.assertIndicesInBounds(b, loc, indices, (bb, i) -> dim(bb, loc, memref, i), op,
        message);
  }

  /** The aligned pointer a multiple of the alignment. */
  static void assumeAlignment(Operation op, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    long alignment = AssumeAlignmentOp.of(op).alignment();
    Value ptr = ExtractAlignedPointerAsIndexOp.create(b, loc, op.getOperand(0)).getOperation().getResult(0);
    Value rest = RemUIOp.create(b, loc, ptr, ConstantOp.createIndex(b, loc, alignment))
        .getOperation().getResult(0);
    Value aligned = RuntimeChecks.eq(b, loc, rest, ConstantOp.createIndex(b, loc, 0));
    AssertOp.create(b, loc, aligned, message.apply(op, "memref is not aligned to " + alignment));
  }

  /**
   * A cast to a ranked type: the rank (from an unranked source), every static size the source
   * may not have, and the static offset and strides of the result's layout.
   */
  static void cast(Operation op, Builder b, Location loc, BiFunction<Operation, String, String> message) {
    CastOp cast = CastOp.of(op);
    Value source = cast.source();
    if (!(cast.dest().getType() instanceof MemRefType result)) {
      return;
    }
    MemRefType rankedSource = source.getType() instanceof MemRefType m ? m : null;
    if (rankedSource == null) {
      RuntimeChecks.assertRank(b, loc, RankOp.create(b, loc, source).getOperation().getResult(0),
          result.getRank(), op, message);
    }
    // The source's offset and strides, read through a cast to a fully dynamic layout.
    int rank = result.getRank();
    long[] dynamic = new long[rank];
    java.util.Arrays.fill(dynamic, ShapedType.DYNAMIC);
    MemRefType dynamicType = MemRefType.get(dynamic, result.getElementType(),
        new StridedLayoutAttr(ShapedType.DYNAMIC, dynamic.clone()), result.getMemorySpace());
    Value helper = CastOp.create(b, loc, source, dynamicType).getOperation().getResult(0);
    Operation metadata = ExtractStridedMetadataOp.create(b, loc, helper).getOperation();
    RuntimeChecks.assertStaticSizes(b, loc, rankedSource, result, (bb, i) -> DimOp.create(bb, loc,
        source, ConstantOp.createIndex(bb, loc, i)).getOperation().getResult(0), op, message);
    StridesAndOffset layout = result.getStridesAndOffset();
    if (layout == null) {
      return;
    }
    if (layout.offset() != ShapedType.DYNAMIC) {
      Value same = RuntimeChecks.eq(b, loc, metadata.getResult(1), ConstantOp.createIndex(b, loc, layout.offset()));
      AssertOp.create(b, loc, same, message.apply(op, "offset mismatch"));
    }
    for (int i = 0; i < rank; i++) {
      long stride = layout.getStride(i);
      if (stride == ShapedType.DYNAMIC) {
        continue;
      }
      Value same = RuntimeChecks.eq(b, loc, metadata.getResult(2 + rank + i), ConstantOp.createIndex(b, loc, stride));
      AssertOp.create(b, loc, same, message.apply(op, "stride mismatch of dim " + i));
    }
  }

  /** A copy between ranked memrefs: each dimension's size the same where one is dynamic. */
  static void copy(Operation op, Builder b, Location loc, BiFunction<Operation, String, String> message) {
    CopyOp copy = CopyOp.of(op);
    if (!(copy.source().getType() instanceof MemRefType source)
        || !(copy.target().getType() instanceof MemRefType target)) {
      return; // MLIR does not check unranked memrefs either
    }
    for (int i = 0; i < source.getRank(); i++) {
      if (!source.isDynamicDim(i) && !target.isDynamicDim(i)) {
        continue;
      }
      Value sourceDim = size(b, loc, copy.source(), source, i);
      Value targetDim = size(b, loc, copy.target(), target, i);
      AssertOp.create(b, loc, RuntimeChecks.eq(b, loc, sourceDim, targetDim),
          message.apply(op, "size of " + i + "-th source/target dim does not match"));
    }
  }

  /** Each dimension of a subview within the source (offset, and last index when non-empty). */
  static void subView(Operation op, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    SubViewOp subView = SubViewOp.of(op);
    Value zero = ConstantOp.createIndex(b, loc, 0);
    Value one = ConstantOp.createIndex(b, loc, 1);
    Operation metadata = ExtractStridedMetadataOp.create(b, loc, subView.source()).getOperation();
    int rank = ((MemRefType) subView.source().getType()).getRank();
    List<OpFoldResult> offsets = MixedValues.mixed(OffsetSizeStride.offsets(op), subView.offsets());
    List<OpFoldResult> sizes = MixedValues.mixed(OffsetSizeStride.sizes(op), subView.sizes());
    List<OpFoldResult> strides = MixedValues.mixed(OffsetSizeStride.strides(op), subView.strides());
    for (int i = 0; i < rank; i++) {
      Value offset = ConstantOp.valueOrCreateIndex(b, loc, offsets.get(i));
      Value size = ConstantOp.valueOrCreateIndex(b, loc, sizes.get(i));
      Value stride = ConstantOp.valueOrCreateIndex(b, loc, strides.get(i));
      RuntimeChecks.sliceDim(b, loc, i, new RuntimeChecks.SliceDim(offset, size, stride,
          metadata.getResult(2 + i)), zero, one, "subview", op, message);
    }
  }

  /** Per reassociation group of an expand_shape: its static result sizes divide the source's. */
  static void expandShape(Operation op, Builder b, Location loc,
      BiFunction<Operation, String, String> message) {
    MemRefType result = (MemRefType) op.getResult(0).getType();
    List<long[]> groups = jopt.ir.attr.ArrayAttr.indexLists(op.getAttr("reassociation"));
    for (int g = 0; g < groups.size(); g++) {
      Value dim = DimOp.create(b, loc, op.getOperand(0), ConstantOp.createIndex(b, loc, g))
          .getOperation().getResult(0);
      long product = 1;
      for (long d : groups.get(g)) {
        product *= result.isDynamicDim((int) d) ? 1 : result.getDimSize((int) d);
      }
      Value rest = jopt.dialects.arith.IntBinaryOps.RemSIOp.create(b, loc, dim,
          ConstantOp.createIndex(b, loc, product)).getOperation().getResult(0);
      Value divides = RuntimeChecks.eq(b, loc, rest, ConstantOp.createIndex(b, loc, 0));
      AssertOp.create(b, loc, divides,
          message.apply(op, "static result dims in reassoc group do not divide src dim evenly"));
    }
  }

  private static Value size(Builder b, Location loc, Value memref, MemRefType type, int i) {
    return type.isDynamicDim(i)
        ? DimOp.create(b, loc, memref, ConstantOp.createIndex(b, loc, i)).getOperation().getResult(0)
        : ConstantOp.createIndex(b, loc, type.getDimSize(i));
  }

  /** memref.dim of dimension {@code i}, a constant for a static size. */
  private static Value dim(Builder b, Location loc, Value memref, int i) {
    return b.createOrFold(DimOp.create(b, loc, memref, ConstantOp.createIndex(b, loc, i)).getOperation());
  }
}
