package jopt.dialects.tosa;

import static jopt.dialects.tosa.TosaOp.fail;

import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapeCompatibility;
import jopt.ir.type.ShapedType;
import jopt.ir.type.Types;

/**
 * The ops' own verifiers (ODS's hasVerifier), for the checks TosaOps.cpp makes that programs
 * most often trip over, with mlir-opt-22's words; ops not listed here accept what their spec
 * accepts.
 */
final class TosaVerifiers {
  private TosaVerifiers() {}

  static boolean verify(Operation op) {
    return switch (op.getName()) {
      case "tosa.const" -> verifyConst(op);
      case "tosa.const_shape" -> verifyConstShape(op);
      case "tosa.negate" -> verifyNegate(op);
      case "tosa.mul" -> verifyMul(op);
      case "tosa.transpose" -> verifyTranspose(op);
      default -> true;
    };
  }

  static boolean verifyRegions(Operation op) {
    return true;
  }

  private static Type element(Type t) {
    return Types.getElementTypeOrSelf(t);
  }

  private static boolean verifyConst(Operation op) {
    Type attrType = op.getAttr("values").getType();
    if (!(attrType instanceof jopt.ir.type.TensorType) || !(op.getResult(0).getType() instanceof jopt.ir.type.TensorType)) {
      return fail(op, "expected tensors for attr/result type");
    }
    return element(attrType).equals(element(op.getResult(0).getType()))
        || fail(op, "expected same attr/result element types");
  }

  private static boolean verifyConstShape(Operation op) {
    DenseElementsAttr values = (DenseElementsAttr) op.getAttr("values");
    int rank = ((ShapeType) op.getResult(0).getType()).rank();
    if (values.getType().getRank() != 1) {
      return fail(op, "expect elements in attribute values with rank 1");
    }
    return values.getNumElements() == rank || fail(op, "expect number of elements in attribute values ("
        + values.getNumElements() + ") to be equal to the rank (" + rank + ") for the result shape type");
  }

  private static boolean verifyNegate(Operation op) {
    Type in = op.getOperand(0).getType();
    Type out = op.getResult(0).getType();
    if (!element(in).equals(element(out))) {
      return fail(op, "expect input and output to have same element type, got " + str(element(in)) + " and "
          + str(element(out)));
    }
    return ShapeCompatibility.compatible(in, out) || fail(op, "requires the same shape for input1 and output");
  }

  private static boolean verifyMul(Operation op) {
    Type a = op.getOperand(0).getType();
    Type b = op.getOperand(1).getType();
    Type out = op.getResult(0).getType();
    if (!element(a).equals(element(out)) || !element(b).equals(element(out))) {
      return fail(op, "requires the same element type for all operands and results");
    }
    if (a instanceof RankedTensorType ra && b instanceof RankedTensorType rb) {
      if (ra.getRank() != rb.getRank()) {
        return fail(op, "a and b operands don't have matching ranks, got " + ra.getRank() + " and " + rb.getRank());
      }
      if (TosaShapes.broadcast(ra.getShape(), rb.getShape()) == null) {
        return fail(op, "a and b operands don't have broadcast-compatible shapes, got " + str(a) + " and " + str(b));
      }
    }
    if (!(out instanceof RankedTensorType r)) {
      return true;
    }
    if (a instanceof RankedTensorType ra && ra.getRank() != r.getRank()) {
      return fail(op, "result type has different rank than a, got " + r.getRank() + " vs " + ra.getRank());
    }
    if (b instanceof RankedTensorType rb && rb.getRank() != r.getRank()) {
      return fail(op, "result type has different rank than b, got " + r.getRank() + " vs " + rb.getRank());
    }
    return true;
  }

  private static boolean verifyTranspose(Operation op) {
    int[] perms = ((DenseArrayAttr) op.getAttr("perms")).asInts();
    if (!(op.getOperand(0).getType() instanceof RankedTensorType in)) {
      return true;
    }
    if (perms.length != in.getRank()) {
      return fail(op, "expected perms attribute to have size " + in.getRank() + " (input rank) but got size "
          + perms.length);
    }
    boolean[] seen = new boolean[perms.length];
    for (int p : perms) {
      if (p < 0 || p >= perms.length || seen[p]) {
        return fail(op, "expected valid permutation indices");
      }
      seen[p] = true;
    }
    if (!(op.getResult(0).getType() instanceof RankedTensorType out)) {
      return true;
    }
    if (out.getRank() != in.getRank()) {
      return fail(op, "expected input tensor rank to equal result tensor rank");
    }
    for (int i = 0; i < perms.length; i++) {
      long o = out.getDimSize(i);
      long d = in.getDimSize(perms[i]);
      if (!ShapedType.isDynamic(o) && !ShapedType.isDynamic(d) && o != d) {
        return fail(op, "expected output tensor dim " + i + " to match input dim " + perms[i] + " with value of " + d);
      }
    }
    return true;
  }

  private static String str(Type t) {
    return "'" + t + "'";
  }
}
