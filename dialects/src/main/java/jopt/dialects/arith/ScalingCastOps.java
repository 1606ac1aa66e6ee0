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
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * {@code arith.scaling_extf %x, %s fastmath<..> : f8E5M2, f8E8M0FNU to f32} and {@code
 * arith.scaling_truncf %x, %s to_nearest_even : f32, f8E8M0FNU to f8E5M2}: their typed views and
 * shared definition.
 */
public final class ScalingCastOps {
  private ScalingCastOps() {}

  private static OpSpec.Builder declare(String name, String summary) {
    return OpSpec.op(name).summary(summary)
        .operand("in", ArithConstraints.FLOAT_LIKE)
        .operand("scale", ArithConstraints.FLOAT_LIKE)
        .result("out", ArithConstraints.FLOAT_LIKE)
        .predicate("input and output have the same tensor dimensions", op -> CastOps.sameTensorDims(op, 0));
  }

  static List<OpDefinition> definitions() {
    return List.of(new Def(ScalingExtFOp.SPEC, false), new Def(ScalingTruncFOp.SPEC, true));
  }

  /** The common view: {@code in}, {@code scale}, {@code out} and the optional properties. */
  public abstract static class ScalingCastOp extends OpView {
    ScalingCastOp(Operation op) {
      super(op);
    }

    /** The view of either scaling cast; throws for another op. */
    public static ScalingCastOp of(Operation op) {
      return ScalingExtFOp.isa(op) ? ScalingExtFOp.of(op) : ScalingTruncFOp.of(op);
    }

    static Operation build(Builder b, Location loc, OpSpec spec, Type out, Value in, Value scale) {
      OperationState st = spec.newState(loc);
      st.addOperand(in).addOperand(scale).addType(out);
      return b.create(st);
    }

    public abstract Value in();

    public abstract Value scale();

    public abstract OpResult out();

    /** The fast-math flags, or null. */
    public FastMathFlagsAttr fastmath() {
      return (FastMathFlagsAttr) getOperation().getAttr(ArithFlags.FASTMATH.attrName);
    }
  }

  /** {@code arith.scaling_extf}: upcasts input floats using provided scale values. */
  @Op(superclass = ScalingCastOp.class)
  public static final class ScalingExtFOp extends ScalingExtFOpBase {
    public static final OpSpec SPEC = declare("arith.scaling_extf",
        "Upcasts input floats using provided scales values following OCP MXFP Spec")
        .optionalAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH)
        .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)")
        .build();

    ScalingExtFOp(Operation op) {
      super(op);
    }

    public static ScalingExtFOp create(Builder b, Location loc, Type out, Value in, Value scale) {
      return new ScalingExtFOp(build(b, loc, SPEC, out, in, scale));
    }
  }

  /** {@code arith.scaling_truncf}: downcasts input floats using provided scale values. */
  @Op(superclass = ScalingCastOp.class)
  public static final class ScalingTruncFOp extends ScalingTruncFOpBase {
    public static final OpSpec SPEC = declare("arith.scaling_truncf",
        "Downcasts input floating point values using provided scales values following OCP MXFP Spec")
        .optionalAttr("roundingmode", ArithConstraints.ROUNDING_MODE)
        .optionalAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH)
        .format("$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` "
            + "type($scale) `to` type($out)")
        .build();

    ScalingTruncFOp(Operation op) {
      super(op);
    }

    public static ScalingTruncFOp create(Builder b, Location loc, Type out, Value in, Value scale) {
      return new ScalingTruncFOp(build(b, loc, SPEC, out, in, scale));
    }

    /** The rounding mode's name, or null. */
    public String roundingmode() {
      Attribute a = getOperation().getAttr("roundingmode");
      return a == null ? null : ArithConstraints.ROUNDING_MODES.get(ArithConstraints.caseOf(a));
    }
  }

  /** The definition: custom form, CastOpInterface on {@code in}, Elementwise and the width check. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable {
    private final boolean trunc;

    Def(OpSpec spec, boolean trunc) {
      super(spec);
      this.trunc = trunc;
    }




    /** areCastCompatible looks at {@code in} and the result only (a width change of floats). */
    @Override
    public boolean verify(Operation op) {
      Type in = ScalingCastOp.of(op).in().getType();
      Type out = op.getResult(0).getType();
      if (!CastOpDef.validCastTypes(in, out)) {
        return ArithTraits.castIncompatible(op);
      }
      Type a = CastOpDef.Kind.FLOAT.underlying(in);
      Type b = CastOpDef.Kind.FLOAT.underlying(out);
      if (a == null || b == null || (trunc ? TypeUtil.width(b) >= TypeUtil.width(a)
          : TypeUtil.width(b) <= TypeUtil.width(a))) {
        return ArithTraits.castIncompatible(op);
      }
      return ArithTraits.verifyElementwise(op);
    }
  }
}
