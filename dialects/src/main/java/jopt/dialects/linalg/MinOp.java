package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.min: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code min(lhs, rhs) (signed)}. */
public final class MinOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.min", "Takes the min (signed) between two inputs, elementwise."));

  private MinOp(Operation op) {
    super(op);
  }

  public static MinOp of(Operation op) {
    return new MinOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.min ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static MinOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new MinOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.MIN_SIGNED);

    public Def() {
      super(SPEC, 3, BODY, MinOp::of);
    }
  }
}
