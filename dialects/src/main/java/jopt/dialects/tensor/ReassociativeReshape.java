package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/** What tensor.expand_shape and tensor.collapse_shape share: the reassociation and MLIR's checks. */
final class ReassociativeReshape {
  private ReassociativeReshape() {}

  /** The shape of a ranked tensor (MLIR casts unranked ones, which is undefined; here rank 0). */
  private static long[] shape(Type t) {
    return t instanceof RankedTensorType r ? r.getShape() : new long[0];
  }

  /** MLIR's verifyTensorReshapeOp: verifyReshapeLikeTypes, then the inferred collapsed type. */
  static boolean verify(Operation op, Type expandedType, Type collapsedType, boolean isExpansion) {
    List<long[]> groups = ArrayAttr.indexLists(op.getAttr("reassociation"));
    long[] expanded = shape(expandedType);
    long[] collapsed = shape(collapsedType);
    if (expanded.length < collapsed.length) {
      return fail(op, "expected the expanded type, " + TensorTypes.quoted(expandedType)
          + " to have a higher (or same) rank than the collapsed type, " + TensorTypes.quoted(collapsedType) + ".");
    }
    if (collapsed.length != groups.size()) {
      return fail(op, "expected collapsed rank (" + collapsed.length + ") to equal the number of reassociation maps ("
          + groups.size() + ").");
    }
    long maxDim = 0;
    for (long[] g : groups) {
      for (long d : g) {
        maxDim = Math.max(maxDim, d);
      }
    }
    long numDims = maxDim + 1;
    for (int i = 0; i < groups.size(); i++) {
      if (numDims != expanded.length) {
        return fail(op, "expected reassociation map #" + i + " to have size equal to the expanded rank ("
            + expanded.length + "), but it is  " + numDims + ".");
      }
    }
    int invalid = invalidGroup(groups, numDims);
    if (invalid >= 0) {
      return fail(op, "expected reassociation map #" + invalid + " to be valid and contiguous.");
    }
    int start = 0;
    for (int i = 0; i < groups.size(); i++) {
      boolean dynamic = false;
      long product = 1;
      for (int k = 0; k < groups.get(i).length; k++) {
        long d = expanded[start + k];
        if (d == ShapedType.DYNAMIC) {
          dynamic = true;
        } else {
          product *= d;
        }
      }
      if (dynamic && collapsed[i] != ShapedType.DYNAMIC) {
        return fail(op, "expected dimension " + i + " of collapsed type to be dynamic since one or more of the "
            + "corresponding dimensions in the expanded type is dynamic");
      }
      if (!dynamic && collapsed[i] != product) {
        return fail(op, "expected dimension " + i + " of collapsed type to be static value of " + product);
      }
      start += groups.get(i).length;
    }
    RankedTensorType expected = collapsedType(expandedType, groups);
    if (!(collapsedType instanceof RankedTensorType c)
        || !java.util.Arrays.equals(c.getShape(), expected.getShape())
        || !c.getElementType().equals(expected.getElementType())) {
      return fail(op, "expected collapsed type to be " + TensorTypes.quoted(expected) + ", but got "
          + TensorTypes.quoted(collapsedType));
    }
    return true;
  }

  /** MLIR's isReassociationValid: groups list 0, 1, ... in order and cover every dim; else the bad group. */
  private static int invalidGroup(List<long[]> groups, long numDims) {
    long next = 0;
    for (int i = 0; i < groups.size(); i++) {
      for (long d : groups.get(i)) {
        if (d != next++) {
          return i;
        }
      }
    }
    return !groups.isEmpty() && next != numDims ? groups.size() - 1 : -1;
  }

  /** MLIR's CollapseShapeOp::inferCollapsedType: the product of each group, dynamic if any is. */
  static RankedTensorType collapsedType(Type expandedType, List<long[]> groups) {
    long[] shape = shape(expandedType);
    long[] r = new long[groups.size()];
    int start = 0;
    for (int i = 0; i < groups.size(); i++) {
      long size = 1;
      for (int k = 0; k < groups.get(i).length; k++) {
        long d = shape[start + k];
        size = d == ShapedType.DYNAMIC || size == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : size * d;
      }
      r[i] = size;
      start += groups.get(i).length;
    }
    return RankedTensorType.get(r, ((jopt.ir.type.TensorType) expandedType).getElementType());
  }

  private static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }
}
