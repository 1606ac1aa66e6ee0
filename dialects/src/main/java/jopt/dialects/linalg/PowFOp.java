package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.powf: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code powf(lhs, rhs)}. */
public final class PowFOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.powf", "Takes the powf(lhs, rhs) between two inputs, elementwise."));

  private PowFOp(Operation op) {
    super(op);
  }

  public static PowFOp of(Operation op) {
    return new PowFOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.powf ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static PowFOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new PowFOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.POWF);

    public Def() {
      super(SPEC, 3, BODY, PowFOp::of);
    }
  }
}
