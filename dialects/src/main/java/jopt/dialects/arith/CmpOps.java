package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;

/**
 * {@code arith.cmpi slt, %a, %b : i32} and {@code arith.cmpf olt, %x, %y fastmath<fast> : f32}
 * (Arith_CompareOp): the predicate is an i64 enum attribute, the result i1 of the operands'
 * shape. The typed views and their shared definition.
 */
public final class CmpOps {
  private CmpOps() {}

  public static final List<String> CMPI_PREDICATES = ArithConstraints.CMPI_PREDICATES;
  public static final List<String> CMPF_PREDICATES = ArithConstraints.CMPF_PREDICATES;

  private static OpSpec.Builder declare(String name, String summary, AttrConstraint predicate,
      TypeConstraint operands) {
    return OpSpec.op(name).summary(summary)
        .attr("predicate", predicate)
        .operand("lhs", operands)
        .operand("rhs", operands);
  }

  /** The result and MLIR's format; the result type is derived from the operands' (TypesMatchWith). */
  private static OpSpec finish(OpSpec.Builder b, String clause) {
    return b.result("result", ArithConstraints.BOOL_LIKE)
        .typesMatchWith("result type has i1 element type and same shape as operands", "lhs", "result",
            t -> TypeUtil.withElementType(t, TypeUtil.I1))
        .format("$predicate `,` $lhs `,` $rhs" + clause + " attr-dict `:` type($lhs)")
        .build();
  }

  static List<OpDefinition> definitions() {
    return List.of(new Def(CmpIOp.SPEC, CMPI_PREDICATES), new Def(CmpFOp.SPEC, CMPF_PREDICATES));
  }

  static Operation build(Builder b, Location loc, OpSpec spec, List<String> names, String predicate, Value lhs,
      Value rhs) {
    int index = names.indexOf(predicate);
    if (index < 0) {
      throw new IllegalArgumentException("unknown predicate '" + predicate + "' for " + spec.name());
    }
    OperationState st = spec.newState(loc);
    st.attributes.set("predicate", IntegerAttr.get(index, IntegerType.get(64)));
    st.addOperand(lhs).addOperand(rhs).addType(TypeUtil.withElementType(lhs.getType(), TypeUtil.I1));
    if (spec.attribute(ArithFlags.FASTMATH.attrName) != null) {
      st.attributes.set(ArithFlags.FASTMATH.attrName, ArithFlags.FASTMATH.defaultValue());
    }
    return b.create(st);
  }

  /** The common view of cmpi and cmpf (their accessors are generated from the specs). */
  public abstract static class CmpOp extends OpView {
    CmpOp(Operation op) {
      super(op);
    }

    /** The predicate's mnemonic ({@code slt}, {@code oeq}). */
    public String predicate() {
      List<String> names = CmpIOp.isa(getOperation()) ? CMPI_PREDICATES : CMPF_PREDICATES;
      return names.get(ArithConstraints.caseOf(getOperation().getAttr("predicate")));
    }

    public abstract Value lhs();

    public abstract Value rhs();

    public abstract OpResult result();
  }

  /** {@code arith.cmpi}: integer comparison operation. */
  @Op(superclass = CmpOp.class)
  public static final class CmpIOp extends CmpIOpBase {
    public static final OpSpec SPEC = finish(declare("arith.cmpi", "integer comparison operation",
        ArithConstraints.CMPI_PREDICATE, ArithConstraints.SIGNLESS_INTEGER_LIKE), "");

    CmpIOp(Operation op) {
      super(op);
    }

    /** Creates {@code arith.cmpi predicate, lhs, rhs}; {@code predicate} is a mnemonic ({@code slt}). */
    public static CmpIOp create(Builder b, Location loc, String predicate, Value lhs, Value rhs) {
      return new CmpIOp(build(b, loc, SPEC, CMPI_PREDICATES, predicate, lhs, rhs));
    }
  }

  /** {@code arith.cmpf}: floating-point comparison operation. */
  @Op(superclass = CmpOp.class)
  public static final class CmpFOp extends CmpFOpBase {
    public static final OpSpec SPEC = finish(declare("arith.cmpf", "floating-point comparison operation",
        ArithConstraints.CMPF_PREDICATE, ArithConstraints.FLOAT_LIKE)
        .defaultAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE),
        " (`fastmath` `` $fastmath^)?");

    CmpFOp(Operation op) {
      super(op);
    }

    /** Creates {@code arith.cmpf predicate, lhs, rhs}; {@code predicate} is a mnemonic ({@code olt}). */
    public static CmpFOp create(Builder b, Location loc, String predicate, Value lhs, Value rhs) {
      return new CmpFOp(build(b, loc, SPEC, CMPF_PREDICATES, predicate, lhs, rhs));
    }
  }

  /**
   * The definition of cmpi and cmpf: custom form, SameTypeOperands (Elementwise then holds) and
   * the cmpi folder.
   */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable, Traits.SameTypeOperands {
    private final OpSpec spec;
    private final List<String> predicates;

    Def(OpSpec spec, List<String> predicates) {
      super(spec);
      this.spec = spec;
      this.predicates = predicates;
    }

    /** The predicate with its operands swapped (not inverted: eq stays eq), as MLIR's. */
    private static final java.util.Map<String, String> SWAPPED = java.util.Map.of(
        "slt", "sgt", "sgt", "slt", "sle", "sge", "sge", "sle", "ult", "ugt", "ugt", "ult",
        "ule", "uge", "uge", "ule", "eq", "eq", "ne", "ne");

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (getName().equals("arith.cmpf")) {
        return foldCmpF(op, operands, results);
      }
      if (!getName().equals("arith.cmpi")) {
        return false;
      }
      CmpIOp cmp = CmpIOp.of(op);
      int index = ArithConstraints.caseOf(op.getAttr("predicate"));
      String predicate = predicates.get(index);
      // extsi/extui(%x : i1) != 0 is %x.
      if (predicate.equals("ne") && operands.get(1) instanceof IntegerAttr zero && zero.isZero()) {
        Operation ext = cmp.lhs().getDefiningOp();
        if (ext != null && (CastOps.ExtSIOp.SPEC.isa(ext) || CastOps.ExtUIOp.SPEC.isa(ext))
            && CastOps.ArithCastOp.of(ext).in().getType().equals(TypeUtil.I1)) {
          results.add(OpFoldResult.of(CastOps.ArithCastOp.of(ext).in()));
          return true;
        }
      }
      // For i1: x == true and x != false are x.
      if (cmp.lhs().getType().equals(TypeUtil.I1) && operands.get(1) instanceof IntegerAttr c
          && (predicate.equals("eq") && !c.isZero() || predicate.equals("ne") && c.isZero())) {
        results.add(OpFoldResult.of(cmp.lhs()));
        return true;
      }
      // A constant moves to the right side (in place).
      if (cmp.lhs() != cmp.rhs() && operands.get(0) != null && operands.get(1) == null) {
        op.setAttr("predicate", IntegerAttr.get(predicates.indexOf(SWAPPED.get(predicate)), IntegerType.get(64)));
        Value lhs = cmp.lhs();
        op.setOperand(0, cmp.rhs());
        op.setOperand(1, lhs);
        return true;
      }
      if (!(cmp.result().getType() instanceof IntegerType)) {
        return false;
      }
      Boolean r = IntegerFolder.compare(predicates.get(index), cmp.lhs(), cmp.rhs(),
          operands.get(0), operands.get(1), IntegerFolder.width(cmp.lhs().getType()));
      if (r == null) {
        return false;
      }
      results.add(OpFoldResult.of(BoolAttr.get(r)));
      return true;
    }

    /**
     * MLIR's CmpFOp::fold: two float constants compare (a NaN operand makes both NaN, so
     * one NaN constant is enough).
     */
    private boolean foldCmpF(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      jopt.ir.attr.FloatAttr lhs = operands.get(0) instanceof jopt.ir.attr.FloatAttr l ? l : null;
      jopt.ir.attr.FloatAttr rhs = operands.get(1) instanceof jopt.ir.attr.FloatAttr r ? r : null;
      if (lhs != null && lhs.isNaN()) {
        rhs = lhs;
      }
      if (rhs != null && rhs.isNaN()) {
        lhs = rhs;
      }
      if (lhs == null || rhs == null || !(CmpFOp.of(op).result().getType() instanceof IntegerType)) {
        return false;
      }
      double a = lhs.getValue();
      double b = rhs.getValue();
      boolean unordered = lhs.isNaN() || rhs.isNaN();
      boolean lt = !unordered && a < b;
      boolean gt = !unordered && a > b;
      boolean eq = !unordered && a == b;
      boolean r = switch (predicates.get(ArithConstraints.caseOf(op.getAttr("predicate")))) {
        case "false" -> false;
        case "oeq" -> eq;
        case "ogt" -> gt;
        case "oge" -> gt || eq;
        case "olt" -> lt;
        case "ole" -> lt || eq;
        case "one" -> lt || gt;
        case "ord" -> !unordered;
        case "ueq" -> unordered || eq;
        case "ugt" -> unordered || gt;
        case "uge" -> unordered || gt || eq;
        case "ult" -> unordered || lt;
        case "ule" -> unordered || lt || eq;
        case "une" -> unordered || lt || gt;
        case "uno" -> unordered;
        default -> true;
      };
      results.add(OpFoldResult.of(BoolAttr.get(r)));
      return true;
    }
  }
}
