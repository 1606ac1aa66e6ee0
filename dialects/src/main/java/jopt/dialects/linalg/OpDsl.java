package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.affine.AffineExpr;

/**
 * The compiled form of MLIR's OpDSL, as LinalgNamedStructuredOps.yaml records it: what a named
 * op's row holds besides its maps and loops. A row's operands (tensors with a shape over the
 * op's symbols, scalars), its attributes (index attributes binding symbols, function
 * attributes choosing a function) and its payload, a tree of scalar expressions over the
 * block arguments that an evaluator reads as easily as the region builder does.
 */
public final class OpDsl {
  private OpDsl() {}

  /** OpDSL's operand kinds: input_tensor, scalar, output_tensor. */
  public enum OperandKind { INPUT, SCALAR, OUTPUT }

  /**
   * An operand: its name and kind, its type variable ({@code T1}, {@code U}: the casts to a
   * type variable take the element type of the first operand declared with it) and, for
   * tensors, its shape over the op's symbols (empty for scalars and rank-polymorphic tensors).
   */
  public record Operand(String name, OperandKind kind, String typeVar, List<AffineExpr> shape) {}

  /**
   * An index attribute ({@code strides}, {@code dilations}): the symbols of the static maps its
   * values bind, in order, and its default (all ones).
   */
  public record IndexAttr(String name, List<Integer> symbols, long[] defaults) {}

  /** A function attribute ({@code cast}): which kind of function it chooses, and the default. */
  public record FnAttr(String name, FnKind kind, String defaultFn) {}

  /** OpDSL's function kinds (MLIR's TypeFn, UnaryFn, BinaryFn, TernaryFn). */
  public enum FnKind {
    TYPE, UNARY, BINARY, TERNARY;

    /** The kind of function {@code fn} names, or null. */
    static FnKind of(String fn) {
      return switch (fn) {
        case "cast_signed", "cast_unsigned" -> TYPE;
        case "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square",
            "tanh", "erf" -> UNARY;
        case "add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
            "min_unsigned", "powf" -> BINARY;
        case "select" -> TERNARY;
        default -> null;
      };
    }
  }

  /** A scalar expression of the payload (OpDSL's ScalarExpression). */
  public sealed interface Expr permits Arg, Const, Index, Call, ElementwiseKind {}

  /** The block argument of operand {@code operand}. */
  public record Arg(int operand) implements Expr {}

  /** A constant ({@code arith.constant} of a typed attribute). */
  public record Const(Attribute value) implements Expr {}

  /** The index of loop {@code dim} ({@code linalg.index}). */
  public record Index(int dim) implements Expr {}

  /**
   * {@code fn} applied to {@code operands}. When {@code attr} is not null, the op's attribute of
   * that name chooses the function ({@code fn} is its default). A cast converts to the element
   * type of operand {@code typeOperand} (-1 for other kinds).
   */
  public record Call(FnKind kind, String fn, String attr, int typeOperand, List<Expr> operands) implements Expr {}

  /**
   * linalg.elementwise's payload: the function its {@code kind} attribute names, applied to the
   * inputs in order (unary, binary or the ternary select).
   */
  public record ElementwiseKind() implements Expr {}
}
