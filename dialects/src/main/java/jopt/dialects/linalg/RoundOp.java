package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.round: {@code ins(%x : T) outs(%out : T)}; elementwise {@code round(x)}. */
public final class RoundOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.round", "Applies round(x) elementwise."));

  private RoundOp(Operation op) {
    super(op);
  }

  public static RoundOp of(Operation op) {
    return new RoundOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.round ins(%x) outs(%init)}; a tensor init gives a result. */
  public static RoundOp create(Builder b, Location loc, Value input, Value init) {
    return new RoundOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.ROUND);

    public Def() {
      super(SPEC, 2, BODY, RoundOp::of);
    }
  }
}
