package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.ConstantOp;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Folds the shape computations of a graph as it is lowered, so that Reshape, Expand, Slice and
 * the like see constants: an op whose operands are all constants (or whose result depends only
 * on static shapes, as Shape and Size) and whose static result has at most
 * {@link #MAX_ELEMENTS} elements becomes an {@code arith.constant} (ConstantOfShape always:
 * its value is a splat). Before lowering, the onnx ops whose results are unused go.
 */
final class OnnxFolder {
  private OnnxFolder() {}

  /** The largest non-splat result folded: shape arithmetic, not data. */
  static final int MAX_ELEMENTS = 4096;

  /**
   * The op of {@code l} evaluated on its constant operands into an {@code arith.constant} of its
   * (refined) result type, or null when it does not fold.
   */
  static Value tryFold(Lowering l) {
    Operation op = l.op;
    String n = op.getName();
    if (n.equals(ConstantOp.NAME) || op.getNumResults() != 1 || OnnxTypes.isUnsigned(op.getResult(0).getType())) {
      return null;
    }
    for (Value v : op.getOperands()) {
      if (l.unsigned(v)) {
        return null; // The evaluator computes signed.
      }
    }
    RankedTensorType rt = l.resultType(0);
    if (!Lowering.isStatic(rt) || !foldable(rt.getElementType())) {
      return null;
    }
    DenseElementsAttr r;
    try {
      r = ConstEval.eval(op, rt);
    } catch (ArithmeticException | IllegalArgumentException | IndexOutOfBoundsException e) {
      r = null; // Not foldable (division by zero, bad indices...): left to the lowering.
    }
    if (r == null || !r.isSplat() && r.getNumElements() > MAX_ELEMENTS) {
      return null;
    }
    return jopt.dialects.arith.ConstantOp.create(l.b, l.loc, r).getOperation().getResult(0);
  }

  /** Element types the folder computes in: floats up to f64, signless integers and bools. */
  private static boolean foldable(Type t) {
    return t instanceof FloatType f && f.getWidth() <= 64
        || t instanceof IntegerType i && i.isSignless() && i.getWidth() <= 64;
  }

  /** Erases unused onnx ops (they are pure), last first so producers become unused in turn. */
  static void eraseDead(Operation func) {
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
        op.erase();
      }
    }
  }

  /** The integer list of an attribute, or null. */
  static long[] ints(Attribute a) {
    if (!(a instanceof ArrayAttr arr)) {
      return null;
    }
    long[] r = new long[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(arr.get(i) instanceof IntegerAttr x)) {
        return null;
      }
      r[i] = x.getValue();
    }
    return r;
  }
}
