package jopt.dialects.onnx;

import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.NoneType;

/**
 * The type constraints ONNX-MLIR's ops are declared with, and a compact way to write the specs
 * of the ops without logic of their own ({@link SimpleOps}): a pattern of one letter per
 * operand or result, {@code T} a tensor, {@code O} an optional input or output (a tensor or
 * {@code none}, from {@code onnx.NoValue}), {@code N} the {@code none} type, {@code A} any
 * type; a trailing {@code *} makes the last letter variadic. {@code "TTO"} is Conv's X, W and
 * optional B; {@code "T*"} is Concat's inputs.
 */
public final class OnnxSpecs {
  private OnnxSpecs() {}

  public static final TypeConstraint TENSOR = TypeConstraints.TENSOR;
  public static final TypeConstraint NONE = TypeConstraint.exactly("none type", NoneType.get());
  /** ONNX-MLIR's optional inputs and outputs: {@code AnyTypeOf<[TensorOf<...>, NoneType]>}. */
  public static final TypeConstraint TENSOR_OR_NONE = TENSOR.or(NONE);

  /** An {@code SI64Attr} value. */
  public static jopt.ir.attr.IntegerAttr si64(long value) {
    return jopt.ir.attr.IntegerAttr.get(
        jopt.ir.type.IntegerType.get(64, jopt.ir.type.IntegerType.Signedness.SIGNED), value);
  }

  /** One attribute: its name, kind, and whether the op requires it (ODS: no default value). */
  public record AttrSpec(String name, AttrKind kind, boolean required) {}

  /** An optional (default-valued or optional) attribute. */
  public static AttrSpec opt(String name, AttrKind kind) {
    return new AttrSpec(name, kind, false);
  }

  /** A required attribute. */
  public static AttrSpec req(String name, AttrKind kind) {
    return new AttrSpec(name, kind, true);
  }

  /** The spec of {@code onnx.NAME} with operands and results by pattern (named by position). */
  public static OpSpec of(String name, String operands, String results, AttrSpec... attrs) {
    OpSpec.Builder b = OpSpec.op("onnx." + name);
    values(operands, "input", b, true);
    values(results, "output", b, false);
    for (AttrSpec a : attrs) {
      if (a.required()) {
        b.attr(a.name(), a.kind());
      } else {
        b.optionalAttr(a.name(), a.kind());
      }
    }
    return b.build();
  }

  private static void values(String pattern, String prefix, OpSpec.Builder b, boolean operands) {
    boolean variadic = pattern.endsWith("*");
    int n = variadic ? pattern.length() - 1 : pattern.length();
    for (int i = 0; i < n; i++) {
      TypeConstraint c = constraint(pattern.charAt(i));
      String name = prefix + i;
      boolean last = variadic && i == n - 1;
      if (operands) {
        if (last) {
          b.variadicOperand(name, c);
        } else {
          b.operand(name, c);
        }
      } else if (last) {
        b.variadicResult(name, c);
      } else {
        b.result(name, c);
      }
    }
  }

  private static TypeConstraint constraint(char letter) {
    return switch (letter) {
      case 'O' -> TENSOR_OR_NONE;
      case 'N' -> NONE;
      case 'A' -> TypeConstraints.ANY;
      case 'T' -> TENSOR;
      default -> throw new IllegalArgumentException("unknown operand kind '" + letter + "'");
    };
  }
}
