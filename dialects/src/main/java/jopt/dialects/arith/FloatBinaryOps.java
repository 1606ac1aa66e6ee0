package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
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
  public static final class NegFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC =
        declare("arith.negf", "floating point negation", ArithConstraints.FLOAT_LIKE, 1, Flags.FASTMATH);

    private NegFOp(Operation op) {
      super(op, SPEC);
    }

    public static NegFOp of(Operation op) {
      return new NegFOp(checked(op, SPEC));
    }

    public static NegFOp create(Builder b, Location loc, Value operand) {
      return new NegFOp(build(b, loc, SPEC, operand));
    }
  }

  /** {@code arith.addf}: floating point addition operation. */
  public static final class AddFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.addf", "floating point addition operation");

    private AddFOp(Operation op) {
      super(op, SPEC);
    }

    public static AddFOp of(Operation op) {
      return new AddFOp(checked(op, SPEC));
    }

    public static AddFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AddFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.subf}: floating point subtraction operation. */
  public static final class SubFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.subf", "floating point subtraction operation");

    private SubFOp(Operation op) {
      super(op, SPEC);
    }

    public static SubFOp of(Operation op) {
      return new SubFOp(checked(op, SPEC));
    }

    public static SubFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new SubFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.mulf}: floating point multiplication operation. */
  public static final class MulFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.mulf", "floating point multiplication operation");

    private MulFOp(Operation op) {
      super(op, SPEC);
    }

    public static MulFOp of(Operation op) {
      return new MulFOp(checked(op, SPEC));
    }

    public static MulFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MulFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divf}: floating point division operation. */
  public static final class DivFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.divf", "floating point division operation");

    private DivFOp(Operation op) {
      super(op, SPEC);
    }

    public static DivFOp of(Operation op) {
      return new DivFOp(checked(op, SPEC));
    }

    public static DivFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remf}: floating point division remainder operation. */
  public static final class RemFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.remf", "floating point division remainder operation");

    private RemFOp(Operation op) {
      super(op, SPEC);
    }

    public static RemFOp of(Operation op) {
      return new RemFOp(checked(op, SPEC));
    }

    public static RemFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maximumf}: floating-point maximum operation. */
  public static final class MaximumFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.maximumf", "floating-point maximum operation");

    private MaximumFOp(Operation op) {
      super(op, SPEC);
    }

    public static MaximumFOp of(Operation op) {
      return new MaximumFOp(checked(op, SPEC));
    }

    public static MaximumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaximumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxnumf}: floating-point maximum operation. */
  public static final class MaxNumFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.maxnumf", "floating-point maximum operation");

    private MaxNumFOp(Operation op) {
      super(op, SPEC);
    }

    public static MaxNumFOp of(Operation op) {
      return new MaxNumFOp(checked(op, SPEC));
    }

    public static MaxNumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxNumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minimumf}: floating-point minimum operation. */
  public static final class MinimumFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.minimumf", "floating-point minimum operation");

    private MinimumFOp(Operation op) {
      super(op, SPEC);
    }

    public static MinimumFOp of(Operation op) {
      return new MinimumFOp(checked(op, SPEC));
    }

    public static MinimumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinimumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minnumf}: floating-point minimum operation. */
  public static final class MinNumFOp extends ArithBinaryOp.WithFastMath {
    public static final OpSpec SPEC = floatSpec("arith.minnumf", "floating-point minimum operation");

    private MinNumFOp(Operation op) {
      super(op, SPEC);
    }

    public static MinNumFOp of(Operation op) {
      return new MinNumFOp(checked(op, SPEC));
    }

    public static MinNumFOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinNumFOp(build(b, loc, SPEC, lhs, rhs));
    }
  }
}
