package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** linalg.div_unsigned: {@code ins(%lhs, %rhs : T, T) outs(%out : T)}; elementwise {@code lhs / rhs (unsigned integers)}. */
public final class DivUnsignedOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.div_unsigned", "Divides the first tensor by the second tensor, elementwise. For integer types, performs an unsigned division."));

  private DivUnsignedOp(Operation op) {
    super(op);
  }

  public static DivUnsignedOp of(Operation op) {
    return new DivUnsignedOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.div_unsigned ins(%lhs, %rhs) outs(%init)}; a tensor init gives a result. */
  public static DivUnsignedOp create(Builder b, Location loc, Value lhs, Value rhs, Value init) {
    return new DivUnsignedOp(build(b, loc, SPEC, Def.BODY, List.of(lhs, rhs), List.of(init), null));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition. */
  public static final class Def extends NamedOpDef {
    static final RegionBuilder.Body BODY = NamedBodies.binary(RegionBuilder.BinaryFn.DIV_UNSIGNED);

    public Def() {
      super(SPEC, 3, BODY, DivUnsignedOp::of);
    }
  }
}
