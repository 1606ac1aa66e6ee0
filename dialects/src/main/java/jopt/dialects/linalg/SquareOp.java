package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.square: {@code ins(%x : T) outs(%out : T)}; elementwise {@code x * x}. */
public final class SquareOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.square", "Applies square(x) elementwise."));

  private SquareOp(Operation op) {
    super(op);
  }

  public static SquareOp of(Operation op) {
    return new SquareOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.square ins(%x) outs(%init)}; a tensor init gives a result. */
  public static SquareOp create(Builder b, Location loc, Value input, Value init) {
    return new SquareOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.SQUARE);

    public Def() {
      super(SPEC, 2, BODY, SquareOp::of);
    }
  }
}
