package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;

/**
 * MLIR's OffsetSizeAndStrideOpInterface for memref.subview and memref.reinterpret_cast: operand
 * groups 1, 2, 3 hold the dynamic offsets, sizes and strides, the properties {@code
 * static_offsets}, {@code static_sizes} and {@code static_strides} the static ones.
 */
final class OffsetSizeStride {
  static final String OFFSETS = "static_offsets";
  static final String SIZES = "static_sizes";
  static final String STRIDES = "static_strides";

  private OffsetSizeStride() {}

  static long[] offsets(Operation op) {
    return DynamicIndexList.staticValues(op, OFFSETS);
  }

  static long[] sizes(Operation op) {
    return DynamicIndexList.staticValues(op, SIZES);
  }

  static long[] strides(Operation op) {
    return DynamicIndexList.staticValues(op, STRIDES);
  }

  /**
   * MLIR's verifyOffsetSizeAndStrideOp: the dynamic values match the dynamic entries (sizes,
   * strides, offsets), the lists have well-formed ranks, as many entries as {@code maxRanks}
   * allows, and no negative static offset or size. Reports with emitError.
   */
  static boolean verify(Operation op, OpSpec spec, int[] maxRanks) {
    long[] offsets = offsets(op);
    long[] sizes = sizes(op);
    long[] strides = strides(op);
    int nOffsets = MixedIndices.segment(op, 1).size();
    int nSizes = MixedIndices.segment(op, 2).size();
    int nStrides = MixedIndices.segment(op, 3).size();
    if (!dynamicEntries(op, "sizes", nSizes, sizes) || !dynamicEntries(op, "strides", nStrides, strides)
        || !dynamicEntries(op, "offsets", nOffsets, offsets)) {
      return false;
    }
    if (!(offsets.length == 1 && maxRanks[0] == 1) && offsets.length != sizes.length) {
      op.emitError("expected mixed offsets rank to match mixed sizes rank (" + offsets.length + " vs "
          + sizes.length + ") so the rank of the result type is well-formed.");
      return false;
    }
    if (sizes.length != strides.length) {
      op.emitError("expected mixed sizes rank to match mixed strides rank (" + sizes.length + " vs "
          + strides.length + ") so the rank of the result type is well-formed.");
      return false;
    }
    String[] names = {"offset", "size", "stride"};
    long[][] lists = {offsets, sizes, strides};
    for (int i = 0; i < 3; i++) {
      if (lists[i].length != maxRanks[i]) {
        op.emitError("expected " + maxRanks[i] + " " + names[i] + " values, got " + lists[i].length);
        return false;
      }
    }
    for (long o : offsets) {
      if (o < 0 && o != ShapedType.DYNAMIC) {
        op.emitError("expected offsets to be non-negative, but got " + o);
        return false;
      }
    }
    for (long s : sizes) {
      if (s < 0 && s != ShapedType.DYNAMIC) {
        op.emitError("expected sizes to be non-negative, but got " + s);
        return false;
      }
    }
    return true;
  }

  private static boolean dynamicEntries(Operation op, String name, int values, long[] statics) {
    int expected = ShapedType.countDynamic(statics);
    if (values != expected) {
      op.emitError("expected the number of '" + name + "' to match the number of dynamic entries in 'static_"
          + name + "' (" + values + " vs " + expected + ")");
      return false;
    }
    return true;
  }
}
