package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.negf: {@code ins(%x : T) outs(%out : T)}; elementwise {@code -x}. */
public final class NegFOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.negf", "Applies negf(x) elementwise."));

  private NegFOp(Operation op) {
    super(op);
  }

  public static NegFOp of(Operation op) {
    return new NegFOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.negf ins(%x) outs(%init)}; a tensor init gives a result. */
  public static NegFOp create(Builder b, Location loc, Value input, Value init) {
    return new NegFOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.NEGF);

    public Def() {
      super(SPEC, 2, BODY, NegFOp::of);
    }
  }
}
