package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.floor: {@code ins(%x : T) outs(%out : T)}; elementwise {@code floor(x)}. */
public final class FloorOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.floor", "Applies floor(x) elementwise."));

  private FloorOp(Operation op) {
    super(op);
  }

  public static FloorOp of(Operation op) {
    return new FloorOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.floor ins(%x) outs(%init)}; a tensor init gives a result. */
  public static FloorOp create(Builder b, Location loc, Value input, Value init) {
    return new FloorOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.FLOOR);

    public Def() {
      super(SPEC, 2, BODY, FloorOp::of);
    }
  }
}
