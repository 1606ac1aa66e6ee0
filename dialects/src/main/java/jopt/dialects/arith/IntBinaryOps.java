package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/**
 * The typed views of arith's integer binary ops (Arith_IntBinaryOp and its variants with
 * overflow flags or the exact flag); their definition is {@link ArithBinaryOp.Def}. Flags are
 * set on a created op with {@code setOverflowFlags} and {@code setExact}.
 */
public final class IntBinaryOps {
  private IntBinaryOps() {}

  /** The definitions, in ODS order. */
  static List<OpDefinition> definitions() {
    return List.of(
        new ArithBinaryOp.CommutativeDef(AddIOp.SPEC),
        new ArithBinaryOp.Def(SubIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MulIOp.SPEC),
        new ArithBinaryOp.Def(ShLIOp.SPEC),
        new ArithBinaryOp.Def(DivSIOp.SPEC),
        new ArithBinaryOp.Def(DivUIOp.SPEC),
        new ArithBinaryOp.Def(ShRSIOp.SPEC),
        new ArithBinaryOp.Def(ShRUIOp.SPEC),
        new ArithBinaryOp.Def(CeilDivSIOp.SPEC),
        new ArithBinaryOp.Def(CeilDivUIOp.SPEC),
        new ArithBinaryOp.Def(FloorDivSIOp.SPEC),
        new ArithBinaryOp.Def(RemSIOp.SPEC),
        new ArithBinaryOp.Def(RemUIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(AndIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(OrIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(XOrIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MaxSIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MaxUIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MinSIOp.SPEC),
        new ArithBinaryOp.CommutativeDef(MinUIOp.SPEC));
  }

  /** {@code arith.addi}: integer addition operation. */
  public static final class AddIOp extends ArithBinaryOp.WithOverflow {
    public static final OpSpec SPEC = intSpec("arith.addi", "integer addition operation", Flags.OVERFLOW);

    private AddIOp(Operation op) {
      super(op, SPEC);
    }

    public static AddIOp of(Operation op) {
      return new AddIOp(checked(op, SPEC));
    }

    public static AddIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AddIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.subi}: Integer subtraction operation. */
  public static final class SubIOp extends ArithBinaryOp.WithOverflow {
    public static final OpSpec SPEC = intSpec("arith.subi", "Integer subtraction operation.", Flags.OVERFLOW);

    private SubIOp(Operation op) {
      super(op, SPEC);
    }

    public static SubIOp of(Operation op) {
      return new SubIOp(checked(op, SPEC));
    }

    public static SubIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new SubIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.muli}: Integer multiplication operation. */
  public static final class MulIOp extends ArithBinaryOp.WithOverflow {
    public static final OpSpec SPEC = intSpec("arith.muli", "Integer multiplication operation.", Flags.OVERFLOW);

    private MulIOp(Operation op) {
      super(op, SPEC);
    }

    public static MulIOp of(Operation op) {
      return new MulIOp(checked(op, SPEC));
    }

    public static MulIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MulIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shli}: integer left-shift. */
  public static final class ShLIOp extends ArithBinaryOp.WithOverflow {
    public static final OpSpec SPEC = intSpec("arith.shli", "integer left-shift", Flags.OVERFLOW);

    private ShLIOp(Operation op) {
      super(op, SPEC);
    }

    public static ShLIOp of(Operation op) {
      return new ShLIOp(checked(op, SPEC));
    }

    public static ShLIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShLIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divsi}: signed integer division operation. */
  public static final class DivSIOp extends ArithBinaryOp.WithExact {
    public static final OpSpec SPEC = intSpec("arith.divsi", "signed integer division operation", Flags.EXACT);

    private DivSIOp(Operation op) {
      super(op, SPEC);
    }

    public static DivSIOp of(Operation op) {
      return new DivSIOp(checked(op, SPEC));
    }

    public static DivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divui}: unsigned integer division operation. */
  public static final class DivUIOp extends ArithBinaryOp.WithExact {
    public static final OpSpec SPEC = intSpec("arith.divui", "unsigned integer division operation", Flags.EXACT);

    private DivUIOp(Operation op) {
      super(op, SPEC);
    }

    public static DivUIOp of(Operation op) {
      return new DivUIOp(checked(op, SPEC));
    }

    public static DivUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shrsi}: signed integer right-shift. */
  public static final class ShRSIOp extends ArithBinaryOp.WithExact {
    public static final OpSpec SPEC = intSpec("arith.shrsi", "signed integer right-shift", Flags.EXACT);

    private ShRSIOp(Operation op) {
      super(op, SPEC);
    }

    public static ShRSIOp of(Operation op) {
      return new ShRSIOp(checked(op, SPEC));
    }

    public static ShRSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShRSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shrui}: unsigned integer right-shift. */
  public static final class ShRUIOp extends ArithBinaryOp.WithExact {
    public static final OpSpec SPEC = intSpec("arith.shrui", "unsigned integer right-shift", Flags.EXACT);

    private ShRUIOp(Operation op) {
      super(op, SPEC);
    }

    public static ShRUIOp of(Operation op) {
      return new ShRUIOp(checked(op, SPEC));
    }

    public static ShRUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShRUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ceildivsi}: signed ceil integer division operation. */
  public static final class CeilDivSIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.ceildivsi", "signed ceil integer division operation", Flags.NONE);

    private CeilDivSIOp(Operation op) {
      super(op, SPEC);
    }

    public static CeilDivSIOp of(Operation op) {
      return new CeilDivSIOp(checked(op, SPEC));
    }

    public static CeilDivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new CeilDivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ceildivui}: unsigned ceil integer division operation. */
  public static final class CeilDivUIOp extends ArithBinaryOp {
    public static final OpSpec SPEC =
        intSpec("arith.ceildivui", "unsigned ceil integer division operation", Flags.NONE);

    private CeilDivUIOp(Operation op) {
      super(op, SPEC);
    }

    public static CeilDivUIOp of(Operation op) {
      return new CeilDivUIOp(checked(op, SPEC));
    }

    public static CeilDivUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new CeilDivUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.floordivsi}: signed floor integer division operation. */
  public static final class FloorDivSIOp extends ArithBinaryOp {
    public static final OpSpec SPEC =
        intSpec("arith.floordivsi", "signed floor integer division operation", Flags.NONE);

    private FloorDivSIOp(Operation op) {
      super(op, SPEC);
    }

    public static FloorDivSIOp of(Operation op) {
      return new FloorDivSIOp(checked(op, SPEC));
    }

    public static FloorDivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new FloorDivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remsi}: signed integer division remainder operation. */
  public static final class RemSIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.remsi", "signed integer division remainder operation", Flags.NONE);

    private RemSIOp(Operation op) {
      super(op, SPEC);
    }

    public static RemSIOp of(Operation op) {
      return new RemSIOp(checked(op, SPEC));
    }

    public static RemSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remui}: unsigned integer division remainder operation. */
  public static final class RemUIOp extends ArithBinaryOp {
    public static final OpSpec SPEC =
        intSpec("arith.remui", "unsigned integer division remainder operation", Flags.NONE);

    private RemUIOp(Operation op) {
      super(op, SPEC);
    }

    public static RemUIOp of(Operation op) {
      return new RemUIOp(checked(op, SPEC));
    }

    public static RemUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.andi}: integer binary and. */
  public static final class AndIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.andi", "integer binary and", Flags.NONE);

    private AndIOp(Operation op) {
      super(op, SPEC);
    }

    public static AndIOp of(Operation op) {
      return new AndIOp(checked(op, SPEC));
    }

    public static AndIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AndIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ori}: integer binary or. */
  public static final class OrIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.ori", "integer binary or", Flags.NONE);

    private OrIOp(Operation op) {
      super(op, SPEC);
    }

    public static OrIOp of(Operation op) {
      return new OrIOp(checked(op, SPEC));
    }

    public static OrIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new OrIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.xori}: integer binary xor. */
  public static final class XOrIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.xori", "integer binary xor", Flags.NONE);

    private XOrIOp(Operation op) {
      super(op, SPEC);
    }

    public static XOrIOp of(Operation op) {
      return new XOrIOp(checked(op, SPEC));
    }

    public static XOrIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new XOrIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxsi}: signed integer maximum operation. */
  public static final class MaxSIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.maxsi", "signed integer maximum operation", Flags.NONE);

    private MaxSIOp(Operation op) {
      super(op, SPEC);
    }

    public static MaxSIOp of(Operation op) {
      return new MaxSIOp(checked(op, SPEC));
    }

    public static MaxSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxui}: unsigned integer maximum operation. */
  public static final class MaxUIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.maxui", "unsigned integer maximum operation", Flags.NONE);

    private MaxUIOp(Operation op) {
      super(op, SPEC);
    }

    public static MaxUIOp of(Operation op) {
      return new MaxUIOp(checked(op, SPEC));
    }

    public static MaxUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minsi}: signed integer minimum operation. */
  public static final class MinSIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.minsi", "signed integer minimum operation", Flags.NONE);

    private MinSIOp(Operation op) {
      super(op, SPEC);
    }

    public static MinSIOp of(Operation op) {
      return new MinSIOp(checked(op, SPEC));
    }

    public static MinSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minui}: unsigned integer minimum operation. */
  public static final class MinUIOp extends ArithBinaryOp {
    public static final OpSpec SPEC = intSpec("arith.minui", "unsigned integer minimum operation", Flags.NONE);

    private MinUIOp(Operation op) {
      super(op, SPEC);
    }

    public static MinUIOp of(Operation op) {
      return new MinUIOp(checked(op, SPEC));
    }

    public static MinUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }
}
