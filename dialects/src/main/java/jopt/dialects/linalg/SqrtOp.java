package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.sqrt: {@code ins(%x : T) outs(%out : T)}; elementwise {@code sqrt(x)}. */
public final class SqrtOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.sqrt", "Applies sqrt(x) elementwise."));

  private SqrtOp(Operation op) {
    super(op);
  }

  public static SqrtOp of(Operation op) {
    return new SqrtOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.sqrt ins(%x) outs(%init)}; a tensor init gives a result. */
  public static SqrtOp create(Builder b, Location loc, Value input, Value init) {
    return new SqrtOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.SQRT);

    public Def() {
      super(SPEC, 2, BODY, SqrtOp::of);
    }
  }
}
