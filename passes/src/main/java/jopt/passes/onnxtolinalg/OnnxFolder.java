package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.ConstantOp;
import jopt.dialects.onnx.Known;
import jopt.dialects.onnx.OnnxInference;
import jopt.dialects.onnx.ValueFacts;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Materializes what the op table's folders know: an op whose result's elements are all known
 * constants ({@link ValueFacts}: constant operands, or shape computations over static shapes, as
 * Shape and Size) and whose static result has at most {@link OnnxInference#MAX_ELEMENTS} elements
 * (a splat of any size: ConstantOfShape) becomes an {@code arith.constant}. Before lowering, the
 * onnx ops whose results are unused go.
 */
final class OnnxFolder {
  private OnnxFolder() {}

  /**
   * The op of {@code l} as an {@code arith.constant} of its (refined) result type when its
   * elements are known, or null.
   */
  static Value tryFold(Lowering l) {
    Operation op = l.op;
    if (op.getName().equals(ConstantOp.NAME) || op.getNumResults() != 1
        || OnnxTypes.isUnsigned(op.getResult(0).getType())) {
      return null;
    }
    for (Value v : l.operands(0)) {
      if (l.unsigned(v)) {
        return null; // The folders compute signed.
      }
    }
    Known k = l.facts(op.getResult(0)).value();
    if (k == null || !k.isConstant()) {
      return null;
    }
    RankedTensorType rt = l.resultType(0);
    if (!Lowering.isStatic(rt) || !foldable(rt.getElementType())
        || !k.isSplat() && rt.getNumElements() > OnnxInference.MAX_ELEMENTS
        || k.size() != rt.getNumElements()) {
      return null;
    }
    DenseElementsAttr r = k.toAttr(rt);
    return jopt.dialects.arith.ConstantOp.create(l.b, l.loc, r).getOperation().getResult(0);
  }
  /** Element types the folder computes in: floats up to f64, signless integers and bools. */
  private static boolean foldable(Type t) {
    return t instanceof FloatType f && f.getWidth() <= 64
        || t instanceof IntegerType i && i.isSignless() && i.getWidth() <= 64;
  }

  /** Erases unused onnx ops (they are pure), last first so producers become unused in turn. */
  static void eraseDead(jopt.ir.conversion.UndoableRewriter rw, Operation func) {
    List<Operation> ops = new ArrayList<>();
    func.walkPreOrder(op -> {
      // (ops without results are terminators: onnx.Return, onnx.Yield)
      if (op.getDialectNamespace().equals("onnx") && op.getNumResults() > 0
          && op.getNumRegions() == 0) {
        ops.add(op);
      }
    });
    for (int i = ops.size() - 1; i >= 0; i--) {
      Operation op = ops.get(i);
      if (op.hasNoUses()) {
        rw.eraseOp(op);
      }
    }
  }
}
