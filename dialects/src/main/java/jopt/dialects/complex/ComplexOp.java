package jopt.dialects.complex;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.dialects.arith.ArithConstraints;
import jopt.dialects.arith.FastMathFlagsAttr;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraint.TypeKind;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * The view of every complex op (the rows of {@link ComplexOps#ROWS}) and the definitions they
 * share: the spec of each {@link ComplexOps.Shape} with MLIR's assembly format and traits,
 * complex.bitcast's and complex.constant's checks, and complex.constant's folder. The other
 * folders and canonicalizations of MLIR's complex ops are not here: canonicalize leaves those
 * ops as they are.
 */
public final class ComplexOp extends OpView {
  private static final String FASTMATH = "(`fastmath` `` $fastmath^)?";
  private static final TypeKind COMPLEX_KIND = new TypeKind("builtin.complex", t -> t instanceof ComplexType);

  /** Complex<AnyFloat>. */
  static final TypeConstraint COMPLEX_FLOAT = TypeConstraint.of("complex type with floating-point elements",
      t -> t instanceof ComplexType c && c.getElementType() instanceof FloatType).withStorageKind(COMPLEX_KIND);
  /** AnyComplex. */
  static final TypeConstraint ANY_COMPLEX = TypeConstraint.of("complex-type", t -> t instanceof ComplexType)
      .withStorageKind(COMPLEX_KIND);
  /** AnySignlessInteger. */
  static final TypeConstraint SIGNLESS_INTEGER = TypeConstraints.SIGNLESS_INTEGER
      .withStorageKind(new TypeKind("builtin.integer", t -> t instanceof IntegerType));

  private final ComplexOps.Row row;

  private ComplexOp(Operation op, ComplexOps.Row row) {
    super(op);
    this.row = row;
  }

  /** The view of {@code op}; throws unless it is a complex op. */
  public static ComplexOp of(Operation op) {
    ComplexOps.Row row = op == null ? null : ComplexOps.row(op.getName());
    if (row == null) {
      throw new IllegalArgumentException("not a complex op: " + op);
    }
    return new ComplexOp(op, row);
  }

  public ComplexOps.Row row() {
    return row;
  }

  /** The fast-math flags (none where the op has none). */
  public FastMathFlagsAttr fastmath() {
    return getOperation().getAttr("fastmath") instanceof FastMathFlagsAttr f ? f : FastMathFlagsAttr.NONE;
  }

  @Override
  protected OpSpec spec() {
    return specOf(row);
  }

  private static Type elementOf(Type t) {
    return t instanceof ComplexType c ? c.getElementType() : t;
  }

  /** The spec of a row, as ODS declares its shape. */
  static OpSpec specOf(ComplexOps.Row row) {
    OpSpec.Builder b = OpSpec.op(row.name()).summary(row.summary());
    switch (row.shape()) {
      case BINARY -> fastmath(b.operand("lhs", COMPLEX_FLOAT).operand("rhs", COMPLEX_FLOAT))
          .result("result", COMPLEX_FLOAT)
          .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)");
      case UNARY -> fastmath(b.operand("complex", COMPLEX_FLOAT)).result("result", COMPLEX_FLOAT)
          .format("$complex " + FASTMATH + " attr-dict `:` type($complex)");
      case PART -> fastmath(b.operand("complex", COMPLEX_FLOAT)).result(row.result(), TypeConstraints.FLOAT)
          .typesMatchWith("complex element type matches result type", "complex", row.result(),
              ComplexOp::elementOf)
          .format("$complex " + FASTMATH + " attr-dict `:` type($complex)");
      case CREATE -> b.operand("real", TypeConstraints.FLOAT).operand("imaginary", TypeConstraints.FLOAT)
          .result("complex", COMPLEX_FLOAT)
          .allTypesMatch("real", "imaginary")
          .typesMatchWith("complex element type matches real operand type", "complex", "real",
              ComplexOp::elementOf)
          .typesMatchWith("complex element type matches imaginary operand type", "complex", "imaginary",
              ComplexOp::elementOf)
          .format("$real `,` $imaginary attr-dict `:` type($complex)");
      case COMPARE -> b.operand("lhs", COMPLEX_FLOAT).operand("rhs", COMPLEX_FLOAT)
          .result("result", TypeConstraints.I1)
          .allTypesMatch("lhs", "rhs")
          .format("$lhs `,` $rhs attr-dict `:` type($lhs)");
      case POWI -> fastmath(b.operand("lhs", COMPLEX_FLOAT).operand("rhs", SIGNLESS_INTEGER))
          .result("result", COMPLEX_FLOAT)
          .allTypesMatch("lhs", "result")
          .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($lhs) `,` type($rhs)");
      case BITCAST -> b.operand("operand", TypeConstraints.ANY).result("result", TypeConstraints.ANY)
          .format("$operand attr-dict `:` type($operand) `to` type($result)");
      case CONSTANT -> b.attr("value", AttrConstraints.ARRAY).result("complex", ANY_COMPLEX)
          .format("$value attr-dict `:` type($complex)");
    }
    return b.build();
  }

  private static OpSpec.Builder fastmath(OpSpec.Builder b) {
    return b.defaultAttr("fastmath", ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE);
  }

  /** The definitions, in ODS order. */
  static List<OpDefinition> definitions() {
    return ComplexOps.ROWS.stream().map(ComplexOp::definition).toList();
  }

  static OpDefinition definition(ComplexOps.Row row) {
    return switch (row.shape()) {
      case BINARY, UNARY -> new SameTypeDef(row);
      case PART, COMPARE, POWI -> new ElementwiseDef(row);
      case CREATE -> new Def(row);
      case BITCAST -> new BitcastDef(row);
      case CONSTANT -> new ConstantDef(row);
    };
  }

  /** The definition of a row: pure. */
  public static class Def extends OpDefinition implements Traits.Pure {
    Def(ComplexOps.Row row) {
      super(specOf(row));
    }
  }

  /** The ops that apply elementwise. */
  static class ElementwiseDef extends Def implements Traits.Elementwise {
    ElementwiseDef(ComplexOps.Row row) {
      super(row);
    }
  }

  /** The arithmetic ops and the unary ones of one type (SameOperandsAndResultType). */
  static final class SameTypeDef extends ElementwiseDef implements Traits.SameOperandsAndResultType {
    SameTypeDef(ComplexOps.Row row) {
      super(row);
    }
  }

  /** complex.bitcast: between a complex number and an integer or float of its size, as MLIR checks. */
  static final class BitcastDef extends Def {
    BitcastDef(ComplexOps.Row row) {
      super(row);
    }

    @Override
    public boolean verify(Operation op) {
      Type from = op.getOperand(0).getType();
      Type to = op.getResult(0).getType();
      if (from.equals(to)) {
        return true;
      }
      String error = !scalarOrComplex(from) ? "operand must be int/float/complex"
          : !scalarOrComplex(to) ? "result must be int/float/complex"
          : (from instanceof ComplexType) == (to instanceof ComplexType)
              ? "requires that either input or output has a complex type"
          : bits(from) != bits(to) ? "casting bitwidths do not match" : null;
      if (error != null) {
        op.emitOpError(error);
        return false;
      }
      return true;
    }

    private static boolean scalarOrComplex(Type t) {
      return t instanceof IntegerType || t instanceof FloatType || t instanceof ComplexType;
    }

    private static long bits(Type t) {
      return t instanceof ComplexType c ? 2L * bits(c.getElementType())
          : t instanceof IntegerType i ? i.width() : ((FloatType) t).getWidth();
    }
  }

  /** complex.constant: a pair of float or integer attributes of the element type; folds to its value. */
  static final class ConstantDef extends Def implements Traits.ConstantLike {
    ConstantDef(ComplexOps.Row row) {
      super(row);
    }

    @Override
    public boolean verify(Operation op) {
      ArrayAttr value = (ArrayAttr) op.getAttr("value");
      if (value.size() != 2) {
        op.emitOpError("requires 'value' to be a complex constant, represented as array of two values");
        return false;
      }
      Attribute re = value.get(0);
      Attribute im = value.get(1);
      if (!(re instanceof FloatAttr || re instanceof IntegerAttr) || !(im instanceof FloatAttr
          || im instanceof IntegerAttr)) {
        op.emitOpError("requires attribute's elements to be float or integer attributes");
        return false;
      }
      Type element = ((ComplexType) op.getResult(0).getType()).getElementType();
      if (!element.equals(re.getType()) || !element.equals(im.getType())) {
        op.emitOpError("requires attribute's element types ('" + re.getType() + "', '" + im.getType()
            + "') to match the element type of the op's return type ('" + element + "')");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("value")));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "cst");
    }
  }
}
