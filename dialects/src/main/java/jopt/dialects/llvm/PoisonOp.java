package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** {@code llvm.mlir.poison : type}; defined by {@link ZeroOp.Def}. */
public final class PoisonOp extends OpView {
  public static final OpSpec SPEC = ZeroOp.spec(ZeroOp.POISON, "Creates a poison value of LLVM dialect type.");

  private PoisonOp(Operation op) {
    super(op);
  }

  public static PoisonOp of(Operation op) {
    return new PoisonOp(checked(op, SPEC));
  }

  /** Creates {@code llvm.mlir.poison : type}. */
  public static PoisonOp create(Builder b, Location loc, Type type) {
    return new PoisonOp(b.create(ZeroOp.state(SPEC, loc, type)));
  }

  public Value res() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
