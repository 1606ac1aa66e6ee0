package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.erf: {@code ins(%x : T) outs(%out : T)}; elementwise {@code erf(x)}. */
public final class ErfOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.erf", "Applies erf(x) elementwise."));

  private ErfOp(Operation op) {
    super(op);
  }

  public static ErfOp of(Operation op) {
    return new ErfOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.erf ins(%x) outs(%init)}; a tensor init gives a result. */
  public static ErfOp create(Builder b, Location loc, Value input, Value init) {
    return new ErfOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.ERF);

    public Def() {
      super(SPEC, 2, BODY, ErfOp::of);
    }
  }
}
