package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.ceil: {@code ins(%x : T) outs(%out : T)}; elementwise {@code ceil(x)}. */
public final class CeilOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.ceil", "Applies ceil(x) elementwise."));

  private CeilOp(Operation op) {
    super(op);
  }

  public static CeilOp of(Operation op) {
    return new CeilOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.ceil ins(%x) outs(%init)}; a tensor init gives a result. */
  public static CeilOp create(Builder b, Location loc, Value input, Value init) {
    return new CeilOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.CEIL);

    public Def() {
      super(SPEC, 2, BODY, CeilOp::of);
    }
  }
}
