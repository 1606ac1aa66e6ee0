package jopt.dialects.onnx;

import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.NoneType;
import jopt.ir.type.TensorType;

/**
 * The checks ODS generates for an ONNX-MLIR op, with MLIR's messages, in MLIR's order: the
 * result count and operand count traits, then the op's invariants (required attributes,
 * attribute constraints, operand types, result types). Discardable attributes that the spec
 * does not declare ({@code onnx_node_name}, ...) are allowed.
 */
final class OnnxVerify {
  private OnnxVerify() {}

  static final String TENSOR = "tensor of any type values";
  static final String TENSOR_OR_NONE = "tensor of any type values or none type";
  static final String NONE = "none type";

  static boolean spec(Operation op, OpSpec spec) {
    return counts(op, "result", op.getNumResults(), spec.results())
        && counts(op, "operand", op.getNumOperands(), spec.operands())
        && attributes(op, spec)
        && types(op, spec);
  }

  /** MLIR's ZeroOperands/OneOperand/NOperands/AtLeastNOperands traits (and the result ones). */
  private static boolean counts(Operation op, String what, int n, String pattern) {
    int fixed = OpSpec.fixedCount(pattern);
    if (OpSpec.isVariadic(pattern)) {
      if (n < fixed) {
        op.emitOpError("expected " + fixed + " or more " + what + "s, but found " + n);
        return false;
      }
      return true;
    }
    if (n == fixed) {
      return true;
    }
    op.emitOpError(switch (fixed) {
      case 0 -> "requires zero " + what + "s";
      case 1 -> what.equals("result") ? "requires one result" : "requires a single operand";
      default -> "expected " + fixed + " " + what + "s, but found " + n;
    });
    return false;
  }

  private static boolean attributes(Operation op, OpSpec spec) {
    for (OpSpec.AttrSpec a : spec.attrs()) {
      if (a.required() && op.getAttr(a.name()) == null) {
        op.emitOpError("requires attribute '" + a.name() + "'");
        return false;
      }
    }
    for (OpSpec.AttrSpec a : spec.attrs()) {
      if (!attribute(op, a.name(), a.kind())) {
        return false;
      }
    }
    return true;
  }

  /** Checks an attribute's kind when it is present. */
  static boolean attribute(Operation op, String name, AttrKind kind) {
    Attribute v = op.getAttr(name);
    if (v != null && !kind.matches(v)) {
      op.emitOpError("attribute '" + name + "' failed to satisfy constraint: " + kind.summary());
      return false;
    }
    return true;
  }

  private static boolean types(Operation op, OpSpec spec) {
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (!type(op, "operand #" + i, op.getOperand(i).getType(), OpSpec.kindAt(spec.operands(), i))) {
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!type(op, "result #" + i, op.getResult(i).getType(), OpSpec.kindAt(spec.results(), i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean type(Operation op, String what, Type t, char kind) {
    boolean ok = switch (kind) {
      case 'O' -> t instanceof TensorType || t instanceof NoneType;
      case 'N' -> t instanceof NoneType;
      case 'A' -> true;
      default -> t instanceof TensorType;
    };
    if (!ok) {
      String summary = switch (kind) {
        case 'O' -> TENSOR_OR_NONE;
        case 'N' -> NONE;
        default -> TENSOR;
      };
      op.emitOpError(what + " must be " + summary + ", but got '" + AsmUtil.typeStr(t) + "'");
    }
    return ok;
  }

  /**
   * ONNX-MLIR's out-of-range attribute diagnostic ({@code onnx.Concat: 'axis' value is 3,
   * accepted range is [-2, 1]}), an error at the op (not an op error).
   */
  static boolean axisInRange(Operation op, String attr, long value, int rank) {
    if (value >= -rank && value < rank) {
      return true;
    }
    op.emitError(op.getName() + ": '" + attr + "' value is " + value + ", accepted range is ["
        + (-rank) + ", " + (rank - 1) + "]");
    return false;
  }
}
