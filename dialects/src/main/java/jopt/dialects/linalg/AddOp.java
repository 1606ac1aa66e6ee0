package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.add: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code lhs + rhs}. */
public final class AddOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.add", "Adds two tensors elementwise."));

  private AddOp(Operation op) {
    super(op);
  }

  public static AddOp of(Operation op) {
    return new AddOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.add ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static AddOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new AddOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.ADD);

    public Def() {
      super(SPEC, 3, BODY, AddOp::of);
    }
  }
}
