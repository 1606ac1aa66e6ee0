package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** {@code llvm.mlir.undef : type}; defined by {@link ZeroOp.Def}. */
public final class UndefOp extends OpView {
  public static final OpSpec SPEC = ZeroOp.spec(ZeroOp.UNDEF, "Creates an undefined value of LLVM dialect type.");

  private UndefOp(Operation op) {
    super(op);
  }

  public static UndefOp of(Operation op) {
    return new UndefOp(checked(op, SPEC));
  }

  /** Creates {@code llvm.mlir.undef : type}. */
  public static UndefOp create(Builder b, Location loc, Type type) {
    return new UndefOp(b.create(ZeroOp.state(SPEC, loc, type)));
  }

  public Value res() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
