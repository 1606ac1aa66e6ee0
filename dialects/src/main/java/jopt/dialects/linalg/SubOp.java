package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.sub: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code lhs - rhs}. */
public final class SubOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.sub", "Subtracts two tensors elementwise."));

  private SubOp(Operation op) {
    super(op);
  }

  public static SubOp of(Operation op) {
    return new SubOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.sub ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static SubOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new SubOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.SUB);

    public Def() {
      super(SPEC, 3, BODY, SubOp::of);
    }
  }
}
