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
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;

/**
 * Folds the shape computations of a function before it is lowered, so that Reshape, Expand,
 * Slice and the like see constants: an op whose operands are all {@code onnx.Constant}s (or
 * whose result depends only on static shapes, as Shape and Size) and whose static result has
 * at most {@link #MAX_ELEMENTS} elements becomes an {@code onnx.Constant} (ConstantOfShape
 * always: its value is a splat). Then the onnx ops whose results are unused go.
 */
final class OnnxFolder {
  private OnnxFolder() {}

  /** The largest non-splat result folded: shape arithmetic, not data. */
  static final int MAX_ELEMENTS = 4096;

  static void fold(Operation func) {
    List<Operation> ops = new ArrayList<>();
    func.walkPreOrder(op -> {
      if (op.getDialectNamespace().equals("onnx")) {
        ops.add(op);
      }
    });
    PatternRewriter b = new PatternRewriter(func.getContext());
    for (Operation op : ops) {
      String n = op.getName();
      if (n.equals(ConstantOp.NAME) || n.equals("onnx.NoValue") || n.equals("onnx.Return")
          || op.getNumResults() != 1 || !(op.getResult(0).getType() instanceof RankedTensorType rt)
          || !Lowering.isStatic(rt) || !foldable(rt.getElementType())) {
        continue;
      }
      DenseElementsAttr r;
      try {
        r = ConstEval.eval(op, rt);
      } catch (ArithmeticException | IllegalArgumentException | IndexOutOfBoundsException e) {
        r = null; // Not foldable (division by zero, bad indices...): left to the lowering.
      }
      if (r == null || !r.isSplat() && r.getNumElements() > MAX_ELEMENTS) {
        continue;
      }
      b.setInsertionPoint(op);
      Value c = ConstantOp.create(b, op.getLoc(), r).getOperation().getResult(0);
      op.getResult(0).replaceAllUsesWith(c);
      op.erase();
    }
    eraseDead(func);
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
      if (op.getDialectNamespace().equals("onnx") && !op.getName().equals("onnx.Return")
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
