package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;

/** {@code llvm.load %p : !llvm.ptr -> i64}; defined by {@link LoadStoreOp.Def}. */
public final class LoadOp extends OpView {
  public static final OpSpec SPEC = LoadStoreOp.spec(true);

  private LoadOp(Operation op) {
    super(op);
  }

  public static LoadOp of(Operation op) {
    return new LoadOp(checked(op, SPEC));
  }

  /** Creates a non-atomic {@code llvm.load addr : !llvm.ptr -> type}. */
  public static LoadOp create(Builder b, Location loc, Type type, Value addr) {
    return new LoadOp(b.create(LLVMOps.load(loc, addr, type)));
  }

  public Value addr() {
    return getOperation().getOperand(0);
  }

  /** The alignment in bytes, or null. */
  public Long alignment() {
    return attr("alignment") instanceof IntegerAttr a ? a.getValue() : null;
  }

  public boolean isVolatile() {
    return attr("volatile_") != null;
  }

  /** The atomic ordering's keyword ({@code not_atomic} for plain loads). */
  public String ordering() {
    return LLVMAsm.ORDERINGS.get((int) LLVMAsm.intValue(attr("ordering"), 0));
  }

  public Value res() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
