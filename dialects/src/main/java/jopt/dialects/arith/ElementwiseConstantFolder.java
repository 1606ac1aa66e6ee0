package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;

/**
 * Scalar folders applied to tensors and vectors as MLIR's constFoldBinaryOp/constFoldUnaryOp
 * and its splat-aware matchers do: a splat operand is its element (an identity such as {@code
 * x + splat(0)} folds to {@code x}, splats fold to a splat), and dense constants fold element by
 * element.
 */
final class ElementwiseConstantFolder {
  private ElementwiseConstantFolder() {}

  /** A scalar folder: {@code type} is the element type of the op's operands and result. */
  interface ScalarFolder {
    boolean fold(Operation op, Type type, List<Attribute> operands, List<OpFoldResult> results);
  }

  static boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results, ScalarFolder scalar) {
    Type resultType = op.getResult(0).getType();
    if (!(resultType instanceof ShapedType shaped)) {
      return scalar.fold(op, resultType, operands, results);
    }
    Type elementType = shaped.getElementType();
    List<Attribute> elements = new ArrayList<>();
    boolean dense = false;
    for (Attribute a : operands) {
      if (a instanceof DenseElementsAttr d && d.isSplat()) {
        elements.add(d.getSplatValue());
      } else {
        dense |= a instanceof DenseElementsAttr;
        elements.add(a instanceof DenseElementsAttr ? null : a);
      }
    }
    if (!dense) {
      if (!scalar.fold(op, elementType, elements, results)) {
        return false;
      }
      List<OpFoldResult> shapedResults = new ArrayList<>();
      for (OpFoldResult r : results) {
        shapedResults.add(r.isAttribute() ? OpFoldResult.of(DenseElementsAttr.getSplat(shaped, r.attr())) : r);
      }
      results.clear();
      results.addAll(shapedResults);
      return true;
    }
    return foldDense(op, shaped, elementType, operands, results, scalar);
  }

  /** Every operand a constant, at least one dense: the folder on each element. */
  private static boolean foldDense(Operation op, ShapedType shaped, Type elementType, List<Attribute> operands,
      List<OpFoldResult> results, ScalarFolder scalar) {
    if (op.getNumResults() != 1 || !shaped.hasStaticShape()) {
      return false;
    }
    for (Attribute a : operands) {
      if (!(a instanceof DenseElementsAttr)) {
        return false;
      }
    }
    int n = ((DenseElementsAttr) operands.get(0)).getNumElements();
    List<Attribute> folded = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      List<Attribute> element = new ArrayList<>();
      for (Attribute a : operands) {
        DenseElementsAttr d = (DenseElementsAttr) a;
        element.add(d.isSplat() ? d.getSplatValue() : d.getElementAttr(i));
      }
      List<OpFoldResult> r = new ArrayList<>();
      if (!scalar.fold(op, elementType, element, r) || r.size() != 1) {
        return false;
      }
      Attribute value;
      if (r.get(0).isAttribute()) {
        value = r.get(0).attr();
      } else {
        int which = op.getOperands().indexOf(r.get(0).value());
        if (which < 0) {
          return false;
        }
        value = element.get(which);
      }
      folded.add(value);
    }
    results.add(OpFoldResult.of(DenseElementsAttr.get(shaped, folded)));
    return true;
  }
}
