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
  @Op(superclass = ArithBinaryOp.WithOverflow.class)
  public static final class AddIOp extends AddIOpBase {
    public static final OpSpec SPEC = overflowSpec("arith.addi", "integer addition operation");

    AddIOp(Operation op) {
      super(op);
    }

    public static AddIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AddIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.subi}: Integer subtraction operation. */
  @Op(superclass = ArithBinaryOp.WithOverflow.class)
  public static final class SubIOp extends SubIOpBase {
    public static final OpSpec SPEC = overflowSpec("arith.subi", "Integer subtraction operation.");

    SubIOp(Operation op) {
      super(op);
    }

    public static SubIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new SubIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.muli}: Integer multiplication operation. */
  @Op(superclass = ArithBinaryOp.WithOverflow.class)
  public static final class MulIOp extends MulIOpBase {
    public static final OpSpec SPEC = overflowSpec("arith.muli", "Integer multiplication operation.");

    MulIOp(Operation op) {
      super(op);
    }

    public static MulIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MulIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shli}: integer left-shift. */
  @Op(superclass = ArithBinaryOp.WithOverflow.class)
  public static final class ShLIOp extends ShLIOpBase {
    public static final OpSpec SPEC = overflowSpec("arith.shli", "integer left-shift");

    ShLIOp(Operation op) {
      super(op);
    }

    public static ShLIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShLIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divsi}: signed integer division operation. */
  @Op(superclass = ArithBinaryOp.WithExact.class)
  public static final class DivSIOp extends DivSIOpBase {
    public static final OpSpec SPEC = exactSpec("arith.divsi", "signed integer division operation");

    DivSIOp(Operation op) {
      super(op);
    }

    public static DivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.divui}: unsigned integer division operation. */
  @Op(superclass = ArithBinaryOp.WithExact.class)
  public static final class DivUIOp extends DivUIOpBase {
    public static final OpSpec SPEC = exactSpec("arith.divui", "unsigned integer division operation");

    DivUIOp(Operation op) {
      super(op);
    }

    public static DivUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new DivUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shrsi}: signed integer right-shift. */
  @Op(superclass = ArithBinaryOp.WithExact.class)
  public static final class ShRSIOp extends ShRSIOpBase {
    public static final OpSpec SPEC = exactSpec("arith.shrsi", "signed integer right-shift");

    ShRSIOp(Operation op) {
      super(op);
    }

    public static ShRSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShRSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.shrui}: unsigned integer right-shift. */
  @Op(superclass = ArithBinaryOp.WithExact.class)
  public static final class ShRUIOp extends ShRUIOpBase {
    public static final OpSpec SPEC = exactSpec("arith.shrui", "unsigned integer right-shift");

    ShRUIOp(Operation op) {
      super(op);
    }

    public static ShRUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new ShRUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ceildivsi}: signed ceil integer division operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class CeilDivSIOp extends CeilDivSIOpBase {
    public static final OpSpec SPEC = intSpec("arith.ceildivsi", "signed ceil integer division operation");

    CeilDivSIOp(Operation op) {
      super(op);
    }

    public static CeilDivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new CeilDivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ceildivui}: unsigned ceil integer division operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class CeilDivUIOp extends CeilDivUIOpBase {
    public static final OpSpec SPEC = intSpec("arith.ceildivui", "unsigned ceil integer division operation");

    CeilDivUIOp(Operation op) {
      super(op);
    }

    public static CeilDivUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new CeilDivUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.floordivsi}: signed floor integer division operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class FloorDivSIOp extends FloorDivSIOpBase {
    public static final OpSpec SPEC = intSpec("arith.floordivsi", "signed floor integer division operation");

    FloorDivSIOp(Operation op) {
      super(op);
    }

    public static FloorDivSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new FloorDivSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remsi}: signed integer division remainder operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class RemSIOp extends RemSIOpBase {
    public static final OpSpec SPEC = intSpec("arith.remsi", "signed integer division remainder operation");

    RemSIOp(Operation op) {
      super(op);
    }

    public static RemSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.remui}: unsigned integer division remainder operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class RemUIOp extends RemUIOpBase {
    public static final OpSpec SPEC = intSpec("arith.remui", "unsigned integer division remainder operation");

    RemUIOp(Operation op) {
      super(op);
    }

    public static RemUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new RemUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.andi}: integer binary and. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class AndIOp extends AndIOpBase {
    public static final OpSpec SPEC = intSpec("arith.andi", "integer binary and");

    AndIOp(Operation op) {
      super(op);
    }

    public static AndIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AndIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.ori}: integer binary or. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class OrIOp extends OrIOpBase {
    public static final OpSpec SPEC = intSpec("arith.ori", "integer binary or");

    OrIOp(Operation op) {
      super(op);
    }

    public static OrIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new OrIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.xori}: integer binary xor. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class XOrIOp extends XOrIOpBase {
    public static final OpSpec SPEC = intSpec("arith.xori", "integer binary xor");

    XOrIOp(Operation op) {
      super(op);
    }

    public static XOrIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new XOrIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxsi}: signed integer maximum operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class MaxSIOp extends MaxSIOpBase {
    public static final OpSpec SPEC = intSpec("arith.maxsi", "signed integer maximum operation");

    MaxSIOp(Operation op) {
      super(op);
    }

    public static MaxSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.maxui}: unsigned integer maximum operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class MaxUIOp extends MaxUIOpBase {
    public static final OpSpec SPEC = intSpec("arith.maxui", "unsigned integer maximum operation");

    MaxUIOp(Operation op) {
      super(op);
    }

    public static MaxUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MaxUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minsi}: signed integer minimum operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class MinSIOp extends MinSIOpBase {
    public static final OpSpec SPEC = intSpec("arith.minsi", "signed integer minimum operation");

    MinSIOp(Operation op) {
      super(op);
    }

    public static MinSIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinSIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }

  /** {@code arith.minui}: unsigned integer minimum operation. */
  @Op(superclass = ArithBinaryOp.class)
  public static final class MinUIOp extends MinUIOpBase {
    public static final OpSpec SPEC = intSpec("arith.minui", "unsigned integer minimum operation");

    MinUIOp(Operation op) {
      super(op);
    }

    public static MinUIOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new MinUIOp(build(b, loc, SPEC, lhs, rhs));
    }
  }
}
