package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.abs: {@code ins(%x : T) outs(%out : T)}; elementwise {@code abs(x)}. */
public final class AbsOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.abs", "Applies abs(x) elementwise."));

  private AbsOp(Operation op) {
    super(op);
  }

  public static AbsOp of(Operation op) {
    return new AbsOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.abs ins(%x) outs(%init)}; a tensor init gives a result. */
  public static AbsOp create(Builder b, Location loc, Value input, Value init) {
    return new AbsOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.ABS);

    public Def() {
      super(SPEC, 2, BODY, AbsOp::of);
    }
  }
}
