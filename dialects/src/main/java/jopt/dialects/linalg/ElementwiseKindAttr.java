package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * {@code #linalg.elementwise_kind<add>}: the function of linalg.elementwise, by arity (unary,
 * binary, ternary select).
 */
public record ElementwiseKindAttr(String value) implements Attribute {
  static final List<String> UNARY = List.of("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round",
      "sqrt", "rsqrt", "square", "tanh", "erf");
  static final List<String> BINARY = List.of("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed",
      "max_unsigned", "min_unsigned", "powf");

  /** The attribute spelled {@code s}, or null. */
  public static ElementwiseKindAttr of(String s) {
    return UNARY.contains(s) || BINARY.contains(s) || s.equals("select") ? new ElementwiseKindAttr(s) : null;
  }

  /** The number of inputs the function takes. */
  public int arity() {
    return UNARY.contains(value) ? 1 : BINARY.contains(value) ? 2 : 3;
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#linalg.elementwise_kind<").append(value).append('>');
  }
}
