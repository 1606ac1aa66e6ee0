package jopt.dialects.arith;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * The typed views of arith's float ops with fast-math flags (Arith_FloatBinaryOp and negf,
 * whose one operand is {@code lhs()}); their definition is {@link ArithBinaryOp.Def}. Flags are
 * set on a created op with {@code setFastmath}.
 */
public final class FloatBinaryOps {
  private FloatBinaryOps() {}

  /** The definitions, in ODS order. */
  static List<OpDefinition> definitions() {
    return List.of(
        new ArithBinaryOp.Def(NegFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(AddFOp.SPEC),
        new ArithBinaryOp.Def(SubFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MulFOp.SPEC),
        new ArithBinaryOp.Def(DivFOp.SPEC),
        new ArithBinaryOp.Def(RemFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MaximumFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MaxNumFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MinimumFOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MinNumFOp.SPEC));
  }

  /** {@code arith.negf}: floating point negation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class NegFOp extends NegFOpBase {
    public static final OpSpec SPEC = floatUnarySpec("arith.negf", "floating point negation");

    NegFOp(Operation op) {
      super(op);
    }

    public static NegFOp create(Builder b, Location loc, Value operand) {
      return new NegFOp(build(b, loc, SPEC, operand));
    }
  }

  /** {@code arith.addf}: floating point addition operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class AddFOp extends AddFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.addf", "floating point addition operation");

    AddFOp(Operation op) {
      super(op);
    }

    public static AddFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AddFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.subf}: floating point subtraction operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class SubFOp extends SubFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.subf", "floating point subtraction operation");

    SubFOp(Operation op) {
      super(op);
    }

    public static SubFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new SubFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.mulf}: floating point multiplication operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class MulFOp extends MulFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.mulf", "floating point multiplication operation");

    MulFOp(Operation op) {
      super(op);
    }

    public static MulFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MulFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divf}: floating point division operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class DivFOp extends DivFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.divf", "floating point division operation");

    DivFOp(Operation op) {
      super(op);
    }

    public static DivFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remf}: floating point division remainder operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class RemFOp extends RemFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.remf", "floating point division remainder operation");

    RemFOp(Operation op) {
      super(op);
    }

    public static RemFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maximumf}: floating-point maximum operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class MaximumFOp extends MaximumFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.maximumf", "floating-point maximum operation");

    MaximumFOp(Operation op) {
      super(op);
    }

    public static MaximumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaximumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxnumf}: floating-point maximum operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class MaxNumFOp extends MaxNumFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.maxnumf", "floating-point maximum operation");

    MaxNumFOp(Operation op) {
      super(op);
    }

    public static MaxNumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxNumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minimumf}: floating-point minimum operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class MinimumFOp extends MinimumFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.minimumf", "floating-point minimum operation");

    MinimumFOp(Operation op) {
      super(op);
    }

    public static MinimumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinimumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minnumf}: floating-point minimum operation. */
  @Op(superclass = ArithBinaryOp.WithFastMath.class)
  public static final class MinNumFOp extends MinNumFOpBase {
    public static final OpSpec SPEC = floatSpec("arith.minnumf", "floating-point minimum operation");

    MinNumFOp(Operation op) {
      super(op);
    }

    public static MinNumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinNumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }
}
