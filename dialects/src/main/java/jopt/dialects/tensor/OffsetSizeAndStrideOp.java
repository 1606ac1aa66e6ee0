package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;

/**
 * The views of ops with offsets, sizes and strides (MLIR's OffsetSizeAndStrideOpInterface):
 * each list is static entries plus one SSA value per {@link ShapedType#DYNAMIC} entry.
 */
public interface OffsetSizeAndStrideOp {
  Operation getOperation();

  /** The dynamic offsets. */
  List<Value> offsets();

  List<Value> sizes();

  List<Value> strides();

  /** The static offsets, {@link ShapedType#DYNAMIC} where a dynamic one stands. */
  long[] staticOffsets();

  long[] staticSizes();

  long[] staticStrides();

  /** The offsets as i64 attributes and values, in order. */
  default List<OpFoldResult> mixedOffsets() {
    return MixedValues.mixed(staticOffsets(), offsets());
  }

  default List<OpFoldResult> mixedSizes() {
    return MixedValues.mixed(staticSizes(), sizes());
  }

  default List<OpFoldResult> mixedStrides() {
    return MixedValues.mixed(staticStrides(), strides());
  }

  /** MLIR's isSameAs with {@code ==}: the same static entries and the same dynamic values. */
  default boolean isSameAs(OffsetSizeAndStrideOp other) {
    return mixedOffsets().equals(other.mixedOffsets()) && mixedSizes().equals(other.mixedSizes())
        && mixedStrides().equals(other.mixedStrides());
  }
}
