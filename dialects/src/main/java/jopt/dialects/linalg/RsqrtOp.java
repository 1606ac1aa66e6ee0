package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.rsqrt: {@code ins(%x : T) outs(%out : T)}; elementwise {@code rsqrt(x)}. */
public final class RsqrtOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.rsqrt", "Applies rsqrt(x) elementwise."));

  private RsqrtOp(Operation op) {
    super(op);
  }

  public static RsqrtOp of(Operation op) {
    return new RsqrtOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.rsqrt ins(%x) outs(%init)}; a tensor init gives a result. */
  public static RsqrtOp create(Builder b, Location loc, Value input, Value init) {
    return new RsqrtOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.RSQRT);

    public Def() {
      super(SPEC, 2, BODY, RsqrtOp::of);
    }
  }
}
