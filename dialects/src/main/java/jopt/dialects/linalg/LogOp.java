package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.log: {@code ins(%x : T) outs(%out : T)}; elementwise {@code log(x)}. */
public final class LogOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.log", "Applies log(x) elementwise."));

  private LogOp(Operation op) {
    super(op);
  }

  public static LogOp of(Operation op) {
    return new LogOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.log ins(%x) outs(%init)}; a tensor init gives a result. */
  public static LogOp create(Builder b, Location loc, Value input, Value init) {
    return new LogOp(build(b, loc, SPEC, Def.BODY, List.of(input), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.unary(RegionBuilder.UnaryFn.LOG);

    public Def() {
      super(SPEC, 2, BODY, LogOp::of);
    }
  }
}
