package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/** {@code llvm.inttoptr %i : i64 to !llvm.ptr} (also on vectors); defined by {@link CastOp.Def}. */
public final class IntToPtrOp extends OpView {
  public static final OpSpec SPEC = CastOp.spec(CastOp.INT_TO_PTR, LLVMConstraints.INTEGER_LIKE, LLVMConstraints.POINTER_LIKE);

  private IntToPtrOp(Operation op) {
    super(op);
  }

  public static IntToPtrOp of(Operation op) {
    return new IntToPtrOp(checked(op, SPEC));
  }

  /** Creates {@code llvm.inttoptr arg : type(arg) to type}. */
  public static IntToPtrOp create(Builder b, Location loc, Type type, Value arg) {
    return new IntToPtrOp(b.create(CastOp.state(SPEC, loc, arg, type)));
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
