package jopt.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.onnx.ConstantOp;
import jopt.dialects.onnx.YieldOp;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.Builder;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The body of an If branch that cannot run at the shapes its values have, while the If's
 * condition is known only at run time (silero-vad's 8 kHz branch given the 16 kHz input size):
 * onnxruntime imports such a model and fails only if the branch is taken, so the branch becomes
 * a {@code cf.assert} that fails there, with the reason, and yields zeros of the other branch's
 * types (never read: the assert aborts first).
 */
final class FailingBranch {
  private FailingBranch() {}

  /**
   * Whether a branch yielding {@code types} can be built: ranked tensors only (a dynamic size is
   * yielded as 0: the If's result is then dynamic there).
   */
  static boolean canYield(List<Type> types) {
    return types.stream().allMatch(t -> t instanceof RankedTensorType r
        && (r.getElementType() instanceof IntegerType || r.getElementType() instanceof FloatType));
  }

  /** Fills the empty {@code region} with the failing assert and zeros of {@code types}; returns them. */
  static List<Value> build(Builder b, Location loc, Region region, String message, List<Type> types) {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    Block block = region.emplaceBlock();
    b.setInsertionPointToEnd(block);
    Value no = jopt.dialects.arith.ConstantOp.create(b, loc, IntegerAttr.get(IntegerType.get(1), 0))
        .getOperation().getResult(0);
    AssertOp.create(b, loc, no, message);
    List<Value> zeros = new ArrayList<>();
    for (Type t : types) {
      zeros.add(ConstantOp.create(b, loc, zero((RankedTensorType) t)).getOperation().getResult(0));
    }
    YieldOp.create(b, loc, zeros);
    b.restoreInsertionPoint(ip);
    return zeros;
  }

  private static DenseElementsAttr zero(RankedTensorType t) {
    long[] dims = t.getShape().clone();
    for (int i = 0; i < dims.length; i++) {
      dims[i] = dims[i] == ShapedType.DYNAMIC ? 0 : dims[i];
    }
    return Tensors.zeros(RankedTensorType.get(dims, t.getElementType()));
  }
}
