package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.mul: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code lhs * rhs}. */
public final class MulOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.mul", "Multiplies two tensors elementwise."));

  private MulOp(Operation op) {
    super(op);
  }

  public static MulOp of(Operation op) {
    return new MulOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.mul ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static MulOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new MulOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.MUL);

    public Def() {
      super(SPEC, 3, BODY, MulOp::of);
    }
  }
}
