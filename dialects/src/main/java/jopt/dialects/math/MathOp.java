package jopt.dialects.math;

import java.util.List;
import jopt.dialects.arith.ArithConstraints;
import jopt.dialects.arith.FastMathFlagsAttr;
import jopt.dialects.arith.TypeUtil;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;

/**
 * The view of every math op (the rows of {@link MathOps#ROWS}) and the definition they share:
 * the spec of each {@link MathOps.Shape} with MLIR's assembly format, the traits MLIR gives
 * math ops (Pure, Elementwise, SameOperandsAndResultType or SameOperandsAndResultShape) and
 * the row's folder.
 */
public final class MathOp extends OpView {
  private static final String FASTMATH = "(`fastmath` `` $fastmath^)?";

  private final MathOps.Row row;

  private MathOp(Operation op, MathOps.Row row) {
    super(op);
    this.row = row;
  }

  /** The view of {@code op}; throws unless it is a math op. */
  public static MathOp of(Operation op) {
    MathOps.Row row = op == null ? null : MathOps.row(op.getName());
    if (row == null) {
      throw new IllegalArgumentException("not a math op: " + op);
    }
    return new MathOp(op, row);
  }

  public static boolean isa(Operation op) {
    return op != null && MathOps.row(op.getName()) != null;
  }

  public MathOps.Row row() {
    return row;
  }

  /** The operands, in ODS order ({@code operand}; {@code lhs, rhs}; {@code a, b, c}). */
  public List<Value> inputs() {
    return getOperation().getOperands();
  }

  /** The fast-math flags (none where the op has none, as for the integer ops). */
  public FastMathFlagsAttr fastmath() {
    return getOperation().getAttr("fastmath") instanceof FastMathFlagsAttr f ? f : FastMathFlagsAttr.NONE;
  }

  @Override
  protected OpSpec spec() {
    return specOf(row);
  }

  /** The spec of a row, as ODS declares its shape. */
  static OpSpec specOf(MathOps.Row row) {
    OpSpec.Builder b = OpSpec.op(row.name()).summary(row.summary());
    switch (row.shape()) {
      case FLOAT_UNARY -> floats(b, "operand").format("$operand " + FASTMATH + " attr-dict `:` type($result)");
      case FLOAT_BINARY -> floats(b, "lhs", "rhs").format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)");
      case FLOAT_TERNARY -> floats(b, "a", "b", "c")
          .format("$a `,` $b `,` $c " + FASTMATH + " attr-dict `:` type($result)");
      case CLAMPF -> floats(b, "value", "min", "max")
          .format("$value `to` ` ` `[` $min `,` $max `]` " + FASTMATH + " attr-dict `:` type($result)");
      case INT_UNARY -> b.operand("operand", ArithConstraints.SIGNLESS_INTEGER_LIKE)
          .result("result", ArithConstraints.SIGNLESS_INTEGER_LIKE)
          .format("$operand attr-dict `:` type($result)");
      case INT_BINARY -> b.operand("lhs", ArithConstraints.SIGNLESS_INTEGER_LIKE)
          .operand("rhs", ArithConstraints.SIGNLESS_INTEGER_LIKE)
          .result("result", ArithConstraints.SIGNLESS_INTEGER_LIKE)
          .format("$lhs `,` $rhs attr-dict `:` type($result)");
      case CLASSIFY -> fastmath(b.operand("operand", ArithConstraints.FLOAT_LIKE))
          .result("result", ArithConstraints.BOOL_LIKE)
          .typesMatchWith("result type has i1 element type and same shape as operands", "operand", "result",
              t -> TypeUtil.withElementType(t, IntegerType.get(1)))
          .format("$operand attr-dict `:` type($operand)");
      case SINCOS -> fastmath(b.operand("operand", ArithConstraints.FLOAT_LIKE))
          .result("sin", ArithConstraints.FLOAT_LIKE)
          .result("cos", ArithConstraints.FLOAT_LIKE)
          .allTypesMatch("operand", "sin", "cos")
          .format("$operand " + FASTMATH + " attr-dict `:` type($operand)");
      case FPOWI -> fastmath(b.operand("lhs", ArithConstraints.FLOAT_LIKE)
              .operand("rhs", ArithConstraints.SIGNLESS_INTEGER_LIKE))
          .result("result", ArithConstraints.FLOAT_LIKE)
          .allTypesMatch("lhs", "result")
          .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($lhs) `,` type($rhs)");
    }
    return b.build();
  }

  private static OpSpec.Builder floats(OpSpec.Builder b, String... operands) {
    for (String o : operands) {
      b.operand(o, ArithConstraints.FLOAT_LIKE);
    }
    return fastmath(b).result("result", ArithConstraints.FLOAT_LIKE);
  }

  private static OpSpec.Builder fastmath(OpSpec.Builder b) {
    return b.defaultAttr("fastmath", ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE);
  }

  /** The definitions, in ODS order. */
  static List<OpDefinition> definitions() {
    return MathOps.ROWS.stream().map(MathOp::definition).toList();
  }

  static OpDefinition definition(MathOps.Row row) {
    return switch (row.shape()) {
      case CLASSIFY -> new Def(row);
      case SINCOS, FPOWI -> new SameShapeDef(row);
      default -> new SameTypeDef(row);
    };
  }

  /** The definition of a row: pure, elementwise, its folder. */
  public static class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable, Traits.Elementwise {
    private final MathOps.Row row;

    Def(MathOps.Row row) {
      super(specOf(row));
      this.row = row;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return row.fold() != null && row.fold().fold(op, operands, results);
    }

    /** sincos's results are named after them, {@code %sin, %cos}, as mlir-opt-22 prints them. */
    @Override
    public void getAsmResultNames(Operation op, java.util.function.BiConsumer<Value, String> setName) {
      if (row.shape() == MathOps.Shape.SINCOS) {
        setName.accept(op.getResult(0), "sin");
        setName.accept(op.getResult(1), "cos");
      }
    }
  }

  /** The ops with SameOperandsAndResultType (the unary, binary and ternary families). */
  static final class SameTypeDef extends Def implements Traits.SameOperandsAndResultType {
    SameTypeDef(MathOps.Row row) {
      super(row);
    }
  }

  /** sincos and fpowi: SameOperandsAndResultShape. */
  static final class SameShapeDef extends Def implements Traits.SameOperandsAndResultShape {
    SameShapeDef(MathOps.Row row) {
      super(row);
    }
  }
}
