package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.div: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code lhs / rhs (signed for integers)}. */
public final class DivOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.div", "Divides the first tensor by the second tensor, elementwise."));

  private DivOp(Operation op) {
    super(op);
  }

  public static DivOp of(Operation op) {
    return new DivOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.div ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static DivOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new DivOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.DIV);

    public Def() {
      super(SPEC, 3, BODY, DivOp::of);
    }
  }
}
