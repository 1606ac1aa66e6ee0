package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.max: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code max(lhs, rhs) (signed)}. */
public final class MaxOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.max", "Takes the max (signed) between two inputs, elementwise."));

  private MaxOp(Operation op) {
    super(op);
  }

  public static MaxOp of(Operation op) {
    return new MaxOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.max ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static MaxOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new MaxOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.MAX_SIGNED);

    public Def() {
      super(SPEC, 3, BODY, MaxOp::of);
    }
  }
}
