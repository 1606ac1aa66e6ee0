package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.tanh: {@code ins(%x : T) outs(%out : T)}; elementwise {@code tanh(x)}. */
public final class TanhOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.tanh", "Applies tanh(x) elementwise."));

  private TanhOp(Operation op) {
    super(op);
  }

  public static TanhOp of(Operation op) {
    return new TanhOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.tanh ins(%x) outs(%init)}; a tensor init gives a result. */
  public static TanhOp create(Builder b, Location loc, Value input, Value init) {
    return new TanhOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.TANH);

    public Def() {
      super(SPEC, 2, BODY, TanhOp::of);
    }
  }
}
