package jopt.dialects.bufferization;

import java.util.Arrays;
import java.util.Objects;
import jopt.dialects.memref.ShapedTypes;
import jopt.ir.Operation;
import jopt.ir.Type;

/** ODS's TensorAndBufferMatch predicate of to_tensor and to_buffer. */
final class TensorBufferMatch {
  private TensorBufferMatch() {}

  static boolean verify(Operation op, Type tensor, Type buffer) {
    if (!ShapedTypes.isAnyTensor(tensor) || !ShapedTypes.isAnyMemRef(buffer)) {
      return true;
    }
    boolean ranked = ShapedTypes.isRankedTensor(tensor);
    if (ranked != ShapedTypes.isMemRef(buffer)
        || ranked && !Arrays.equals(ShapedTypes.shape(tensor), ShapedTypes.shape(buffer))) {
      op.emitError("shapes do not match");
    } else if (!Objects.equals(ShapedTypes.elementType(tensor), ShapedTypes.elementType(buffer))) {
      op.emitError("element types do not match");
    } else {
      return true;
    }
    op.emitOpError("failed to verify that specified tensor and buffer types match");
    return false;
  }
}
