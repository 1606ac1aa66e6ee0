package jopt.dialects.onnx;

import java.util.List;
import java.util.function.Function;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.type.NoneType;
import jopt.ir.type.TensorType;

/**
 * An ONNX op in ONNX-MLIR's generic form, defined by a row of {@link OnnxOps}: how many operands
 * (optional inputs are {@code none} values, so most counts are fixed) and results, which
 * attributes it requires and of what kind, and how a graph memory planner may place its results.
 */
public final class OnnxOp extends OpDefinition implements GraphAliasingOpInterface {
  /** The kind of an attribute, with ODS's constraint text for the error. */
  public enum AttrKind {
    INT("64-bit signed integer attribute"),
    FLOAT("32-bit float attribute"),
    STRING("string attribute"),
    INTS("64-bit integer array attribute"),
    TYPE("any type attribute"),
    ANY("any attribute");

    final String description;

    AttrKind(String description) {
      this.description = description;
    }

    boolean accepts(Attribute a) {
      return switch (this) {
        case INT -> a instanceof IntegerAttr;
        case FLOAT -> a instanceof FloatAttr;
        case STRING -> a instanceof StringAttr;
        case INTS -> a instanceof ArrayAttr arr
            && arr.value().stream().allMatch(e -> e instanceof IntegerAttr);
        case TYPE -> a instanceof TypeAttr;
        case ANY -> true;
      };
    }
  }

  /** An attribute of the op; {@code required} ones must be present. */
  public record Attr(String name, AttrKind kind, boolean required) {}

  static final int VARIADIC = Integer.MAX_VALUE;

  private final int minOperands;
  private final int maxOperands;
  private final int minResults;
  private final int maxResults;
  private final List<Attr> attrs;
  private final Function<Operation, GraphAliasing> aliasing;

  OnnxOp(String name, int minOperands, int maxOperands, int minResults, int maxResults,
      List<Attr> attrs, Function<Operation, GraphAliasing> aliasing) {
    super(name);
    this.minOperands = minOperands;
    this.maxOperands = maxOperands;
    this.minResults = minResults;
    this.maxResults = maxResults;
    this.attrs = List.copyOf(attrs);
    this.aliasing = aliasing;
  }

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    return aliasing.apply(op);
  }

  @Override
  public boolean verify(Operation op) {
    if (!count(op, "operand", op.getNumOperands(), minOperands, maxOperands)
        || !count(op, "result", op.getNumResults(), minResults, maxResults)) {
      return false;
    }
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (!tensorOrNone(op, "operand", i, op.getOperand(i))) {
        return false;
      }
    }
    for (int i = 0; i < op.getNumResults(); i++) {
      if (!tensorOrNone(op, "result", i, op.getResult(i))) {
        return false;
      }
    }
    for (Attr a : attrs) {
      Attribute value = op.getAttr(a.name());
      if (value == null) {
        if (a.required()) {
          op.emitOpError("requires attribute '" + a.name() + "'");
          return false;
        }
      } else if (!a.kind().accepts(value)) {
        op.emitOpError("attribute '" + a.name() + "' failed to satisfy constraint: "
            + a.kind().description);
        return false;
      }
    }
    return true;
  }

  private static boolean count(Operation op, String what, int n, int min, int max) {
    if (n >= min && n <= max) {
      return true;
    }
    String expected = min == max ? String.valueOf(min)
        : max == VARIADIC ? min + " or more" : "between " + min + " and " + max;
    op.emitOpError("expected " + expected + " " + what + "s, but found " + n);
    return false;
  }

  private static boolean tensorOrNone(Operation op, String what, int i, Value v) {
    Type t = v.getType();
    if (t instanceof TensorType || t instanceof NoneType) {
      return true;
    }
    op.emitOpError(what + " #" + i + " must be a tensor or none, but got " + t);
    return false;
  }
}
