package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** {@code llvm.ptrtoint %p : !llvm.ptr to i64} (also on vectors); defined by {@link CastOp.Def}. */
public final class PtrToIntOp extends OpView {
  public static final OpSpec SPEC = CastOp.spec(CastOp.PTR_TO_INT, LLVMConstraints.POINTER_LIKE, LLVMConstraints.INTEGER_LIKE);

  private PtrToIntOp(Operation op) {
    super(op);
  }

  public static PtrToIntOp of(Operation op) {
    return new PtrToIntOp(checked(op, SPEC));
  }

  /** Creates {@code llvm.ptrtoint arg : type(arg) to type}. */
  public static PtrToIntOp create(Builder b, Location loc, Type type, Value arg) {
    return new PtrToIntOp(b.create(CastOp.state(SPEC, loc, arg, type)));
  }

  public Value arg() {
    return getOperation().getOperand(0);
  }

  public Value res() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
