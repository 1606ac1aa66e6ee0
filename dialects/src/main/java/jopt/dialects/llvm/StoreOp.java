package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;

/** {@code llvm.store %v, %p : i64, !llvm.ptr}; defined by {@link LoadStoreOp.Def}. */
public final class StoreOp extends OpView {
  public static final OpSpec SPEC = LoadStoreOp.spec(false);

  private StoreOp(Operation op) {
    super(op);
  }

  public static StoreOp of(Operation op) {
    return new StoreOp(checked(op, SPEC));
  }

  /** Creates a non-atomic {@code llvm.store value, addr}. */
  public static StoreOp create(Builder b, Location loc, Value value, Value addr) {
    return new StoreOp(b.create(LLVMOps.store(loc, value, addr)));
  }

  public Value value() {
    return getOperation().getOperand(0);
  }

  public Value addr() {
    return getOperation().getOperand(1);
  }

  /** The alignment in bytes, or null. */
  public Long alignment() {
    return attr("alignment") instanceof IntegerAttr a ? a.getValue() : null;
  }

  public boolean isVolatile() {
    return attr("volatile_") != null;
  }

  /** The atomic ordering's keyword ({@code not_atomic} for plain stores). */
  public String ordering() {
    return LLVMAsm.ORDERINGS.get((int) LLVMAsm.intValue(attr("ordering"), 0));
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
