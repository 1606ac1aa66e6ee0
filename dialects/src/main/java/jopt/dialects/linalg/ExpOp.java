package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.exp: {@code ins(%x : T) outs(%out : T)}; elementwise {@code exp(x)}. */
public final class ExpOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.exp", "Applies exp(x) elementwise."));

  private ExpOp(Operation op) {
    super(op);
  }

  public static ExpOp of(Operation op) {
    return new ExpOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.exp ins(%x) outs(%init)}; a tensor init gives a result. */
  public static ExpOp create(Builder b, Location loc, Value input, Value init) {
    return new ExpOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.EXP);

    public Def() {
      super(SPEC, 2, BODY, ExpOp::of);
    }
  }
}
