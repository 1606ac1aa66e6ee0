package jopt.dialects.onnx;

import java.util.List;

/**
 * The declaration of an ONNX-MLIR op as its ODS gives it: the op name, the kinds of its operands
 * and results, and its attributes.
 *
 * <p>Operands and results are written as a pattern of one letter each: {@code T} a tensor,
 * {@code O} an optional input or output (a tensor or {@code none}, from {@code onnx.NoValue});
 * {@code N} the {@code none} type (onnx.NoValue's result), {@code A} any type; a trailing {@code *} makes the last letter variadic (zero or more). {@code "TTO"} is Conv's
 * X, W and optional B; {@code "T*"} is Concat's inputs.
 */
public record OpSpec(String name, String operands, String results, List<AttrSpec> attrs) {
  /** One attribute: its name, kind, and whether the op requires it (ODS: no default value). */
  public record AttrSpec(String name, AttrKind kind, boolean required) {}

  public OpSpec {
    attrs = List.copyOf(attrs);
  }

  public static OpSpec of(String name, String operands, String results, AttrSpec... attrs) {
    return new OpSpec("onnx." + name, operands, results, List.of(attrs));
  }

  /** An optional (default-valued or optional) attribute. */
  public static AttrSpec opt(String name, AttrKind kind) {
    return new AttrSpec(name, kind, false);
  }

  /** A required attribute. */
  public static AttrSpec req(String name, AttrKind kind) {
    return new AttrSpec(name, kind, true);
  }

  /** The pattern letter of operand (or result) {@code i} of {@code pattern}, or 0 beyond it. */
  static char kindAt(String pattern, int i) {
    if (i < fixedCount(pattern)) {
      return pattern.charAt(i);
    }
    return isVariadic(pattern) ? pattern.charAt(pattern.length() - 2) : 0;
  }

  /** The number of non-variadic entries of {@code pattern}. */
  static int fixedCount(String pattern) {
    return pattern.endsWith("*") ? pattern.length() - 2 : pattern.length();
  }

  static boolean isVariadic(String pattern) {
    return pattern.endsWith("*");
  }
}
