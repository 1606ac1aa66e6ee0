package jopt.dialects.arith;

import java.util.Arrays;
import java.util.List;
import java.util.function.BiPredicate;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.IndexType;

/**
 * The typed views of the arith casts ({@code arith.extsi %a : i32 to i64}, {@code arith.truncf
 * %x downward : f32 to f16}): one operand {@code in}, one result {@code out} of the same shape;
 * their definition is {@link CastOpDef}.
 */
public final class CastOps {
  private CastOps() {}

  /** truncf's rounding modes, stored as an i32 attribute. */
  public static final List<String> ROUNDING_MODES = ArithConstraints.ROUNDING_MODES;

  private static final TypeConstraint FIXED_INT = ArithConstraints.SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
  private static final TypeConstraint FLOAT = ArithConstraints.FLOAT_LIKE;
  private static final TypeConstraint INDEX = ArithConstraints.INDEX_CASTABLE;
  private static final TypeConstraint BITS = ArithConstraints.BITCASTABLE;

  /** Arith_CastOp: {@code in}, {@code out} and SameInputOutputTensorDims. */
  private static OpSpec.Builder declare(String name, String summary, TypeConstraint from, TypeConstraint to) {
    return OpSpec.op(name).summary(summary).operand("in", from).result("out", to)
        .predicate("input and output have the same tensor dimensions", op -> sameTensorDims(op, 0));
  }

  /** MLIR's format of a cast, with the clauses the op has between its operand and attr-dict. */
  private static OpSpec cast(OpSpec.Builder b, String clauses) {
    return b.format("$in" + clauses + " attr-dict `:` type($in) `to` type($out)").build();
  }

  private static final String ROUNDING = " ($roundingmode^)?";
  private static final String OVERFLOW = " (`overflow` `` $overflowFlags^)?";
  private static final String FASTMATH = " (`fastmath` `` $fastmath^)?";

  /** SameInputOutputTensorDims between operand {@code in} and the result. */
  static boolean sameTensorDims(Operation op, int in) {
    return Arrays.equals(TypeUtil.tensorDims(op.getOperand(in).getType()),
        TypeUtil.tensorDims(op.getResult(0).getType()));
  }

  static List<OpDefinition> definitions() {
    BiPredicate<Type, Type> wider = (a, b) -> TypeUtil.width(b) > TypeUtil.width(a);
    BiPredicate<Type, Type> narrower = (a, b) -> TypeUtil.width(b) < TypeUtil.width(a);
    BiPredicate<Type, Type> any = (a, b) -> true;
    BiPredicate<Type, Type> indexCast = (a, b) -> a instanceof IndexType && TypeUtil.isSignlessInt(b)
        || TypeUtil.isSignlessInt(a) && b instanceof IndexType;
    BiPredicate<Type, Type> sameWidth = (a, b) -> TypeUtil.width(a) == TypeUtil.width(b);
    CastOpDef.Kind intK = CastOpDef.Kind.INT;
    CastOpDef.Kind floatK = CastOpDef.Kind.FLOAT;
    CastOpDef.Kind indexK = CastOpDef.Kind.INT_OR_INDEX_OR_MEMREF;
    CastOpDef.Kind bitsK = CastOpDef.Kind.INT_OR_FLOAT_OR_MEMREF;
    return List.of(
        new CastOpDef(ExtUIOp.SPEC, intK, intK, wider),
        new CastOpDef(ExtSIOp.SPEC, intK, intK, wider),
        new CastOpDef(ExtFOp.SPEC, floatK, floatK, wider),
        new CastOpDef(TruncIOp.SPEC, intK, intK, narrower),
        new CastOpDef(TruncFOp.SPEC, floatK, floatK, narrower),
        new CastOpDef(UIToFPOp.SPEC, intK, floatK, any),
        new CastOpDef(SIToFPOp.SPEC, intK, floatK, any),
        new CastOpDef(FPToUIOp.SPEC, floatK, intK, any),
        new CastOpDef(FPToSIOp.SPEC, floatK, intK, any),
        new CastOpDef(IndexCastOp.SPEC, indexK, indexK, indexCast),
        new CastOpDef(IndexCastUIOp.SPEC, indexK, indexK, indexCast),
        new CastOpDef(BitcastOp.SPEC, bitsK, bitsK, sameWidth));
  }

  /** The common view of the casts: {@code in} and {@code out}. */
  public abstract static class ArithCastOp extends OpView {
    ArithCastOp(Operation op) {
      super(op);
    }

    /** Creates the cast of {@code spec} from {@code in} to {@code out} (flags absent or none). */
    static Operation build(Builder b, Location loc, OpSpec spec, Type out, Value in) {
      OperationState st = spec.newState(loc);
      st.addOperand(in).addType(out);
      if (spec.attribute(ArithFlags.OVERFLOW.attrName) != null) {
        st.attributes.set(ArithFlags.OVERFLOW.attrName, ArithFlags.OVERFLOW.defaultValue());
      }
      return b.create(st);
    }

    /** The family's view of {@code op}, any cast a {@link CastOpDef} defines; throws otherwise. */
    public static ArithCastOp of(Operation op) {
      if (!(op.getDef() instanceof CastOpDef)) {
        throw new IllegalArgumentException("expected an arith cast op, got '" + op.getName() + "'");
      }
      return new ArithCastOp(op) {
        @Override
        protected OpSpec spec() {
          return op.getDef().getSpec();
        }
      };
    }

    /** The cast operand, by its ODS name (every cast names it so). */
    public Value in() {
      return spec().operand(getOperation(), "in");
    }

    public OpResult out() {
      return result(0);
    }
  }

  /** {@code arith.extui}: integer zero extension operation. */
  @Op(superclass = ArithCastOp.class)
  public static final class ExtUIOp extends ExtUIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.extui", "integer zero extension operation", FIXED_INT, FIXED_INT), "");

    ExtUIOp(Operation op) {
      super(op);
    }

    public static ExtUIOp create(Builder b, Location loc, Type out, Value in) {
      return new ExtUIOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.extsi}: integer sign extension operation. */
  @Op(superclass = ArithCastOp.class)
  public static final class ExtSIOp extends ExtSIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.extsi", "integer sign extension operation", FIXED_INT, FIXED_INT), "");

    ExtSIOp(Operation op) {
      super(op);
    }

    public static ExtSIOp create(Builder b, Location loc, Type out, Value in) {
      return new ExtSIOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.extf}: cast from floating-point to wider floating-point. */
  @Op(superclass = ArithCastOp.class)
  public static final class ExtFOp extends ExtFOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.extf", "cast from floating-point to wider floating-point", FLOAT, FLOAT)
            .optionalAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH), FASTMATH);

    ExtFOp(Operation op) {
      super(op);
    }

    public static ExtFOp create(Builder b, Location loc, Type out, Value in) {
      return new ExtFOp(build(b, loc, SPEC, out, in));
    }

    /** The fast-math flags, or null. */
    public FastMathFlagsAttr fastmath() {
      return (FastMathFlagsAttr) getOperation().getAttr(ArithFlags.FASTMATH.attrName);
    }
  }

  /** {@code arith.trunci}: integer truncation operation. */
  @Op(superclass = ArithCastOp.class)
  public static final class TruncIOp extends TruncIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.trunci", "integer truncation operation", FIXED_INT, FIXED_INT)
            .defaultAttr(ArithFlags.OVERFLOW_NAME, ArithConstraints.OVERFLOW_FLAGS, IntegerOverflowFlagsAttr.NONE),
            OVERFLOW);

    TruncIOp(Operation op) {
      super(op);
    }

    public static TruncIOp create(Builder b, Location loc, Type out, Value in) {
      return new TruncIOp(build(b, loc, SPEC, out, in));
    }

    public IntegerOverflowFlagsAttr overflowFlags() {
      return (IntegerOverflowFlagsAttr) attr(ArithFlags.OVERFLOW.attrName);
    }
  }

  /** {@code arith.truncf}: cast from floating-point to narrower floating-point. */
  @Op(superclass = ArithCastOp.class)
  public static final class TruncFOp extends TruncFOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.truncf", "cast from floating-point to narrower floating-point", FLOAT, FLOAT)
            .optionalAttr("roundingmode", ArithConstraints.ROUNDING_MODE)
            .optionalAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH), ROUNDING + FASTMATH);

    TruncFOp(Operation op) {
      super(op);
    }

    public static TruncFOp create(Builder b, Location loc, Type out, Value in) {
      return new TruncFOp(build(b, loc, SPEC, out, in));
    }

    /** The rounding mode's name ({@code downward}), or null. */
    public String roundingmode() {
      Attribute a = getOperation().getAttr("roundingmode");
      return a == null ? null : ROUNDING_MODES.get(ArithConstraints.caseOf(a));
    }

    /** The fast-math flags, or null. */
    public FastMathFlagsAttr fastmath() {
      return (FastMathFlagsAttr) getOperation().getAttr(ArithFlags.FASTMATH.attrName);
    }
  }

  /** {@code arith.uitofp}: cast from unsigned integer type to floating-point. */
  @Op(superclass = ArithCastOp.class)
  public static final class UIToFPOp extends UIToFPOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.uitofp", "cast from unsigned integer type to floating-point", FIXED_INT, FLOAT), "");

    UIToFPOp(Operation op) {
      super(op);
    }

    public static UIToFPOp create(Builder b, Location loc, Type out, Value in) {
      return new UIToFPOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.sitofp}: cast from integer type to floating-point. */
  @Op(superclass = ArithCastOp.class)
  public static final class SIToFPOp extends SIToFPOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.sitofp", "cast from integer type to floating-point", FIXED_INT, FLOAT), "");

    SIToFPOp(Operation op) {
      super(op);
    }

    public static SIToFPOp create(Builder b, Location loc, Type out, Value in) {
      return new SIToFPOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.fptoui}: cast from floating-point type to integer type. */
  @Op(superclass = ArithCastOp.class)
  public static final class FPToUIOp extends FPToUIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.fptoui", "cast from floating-point type to integer type", FLOAT, FIXED_INT), "");

    FPToUIOp(Operation op) {
      super(op);
    }

    public static FPToUIOp create(Builder b, Location loc, Type out, Value in) {
      return new FPToUIOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.fptosi}: cast from floating-point type to integer type. */
  @Op(superclass = ArithCastOp.class)
  public static final class FPToSIOp extends FPToSIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.fptosi", "cast from floating-point type to integer type", FLOAT, FIXED_INT), "");

    FPToSIOp(Operation op) {
      super(op);
    }

    public static FPToSIOp create(Builder b, Location loc, Type out, Value in) {
      return new FPToSIOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.index_cast}: cast between index and integer types. */
  @Op(superclass = ArithCastOp.class)
  public static final class IndexCastOp extends IndexCastOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.index_cast",
            "cast between index and integer types", INDEX, INDEX), "");

    IndexCastOp(Operation op) {
      super(op);
    }

    public static IndexCastOp create(Builder b, Location loc, Type out, Value in) {
      return new IndexCastOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.index_castui}: unsigned cast between index and integer types. */
  @Op(superclass = ArithCastOp.class)
  public static final class IndexCastUIOp extends IndexCastUIOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.index_castui",
            "unsigned cast between index and integer types", INDEX, INDEX), "");

    IndexCastUIOp(Operation op) {
      super(op);
    }

    public static IndexCastUIOp create(Builder b, Location loc, Type out, Value in) {
      return new IndexCastUIOp(build(b, loc, SPEC, out, in));
    }
  }

  /** {@code arith.bitcast}: bitcast between values of equal bit width. */
  @Op(superclass = ArithCastOp.class)
  public static final class BitcastOp extends BitcastOpBase {
    public static final OpSpec SPEC =
        cast(declare("arith.bitcast",
            "bitcast between values of equal bit width", BITS, BITS), "");

    BitcastOp(Operation op) {
      super(op);
    }

    public static BitcastOp create(Builder b, Location loc, Type out, Value in) {
      return new BitcastOp(build(b, loc, SPEC, out, in));
    }
  }
}
