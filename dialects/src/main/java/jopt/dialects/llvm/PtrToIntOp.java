package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** {@code llvm.ptrtoint %p : !llvm.ptr to i64} (also on vectors); defined by {@link CastOp.Def}. */
@Op
public final class PtrToIntOp extends PtrToIntOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.ptrtoint")
      .operand("arg", LLVMConstraints.POINTER_LIKE)
      .result("res", LLVMConstraints.INTEGER_LIKE)
      .format("$arg attr-dict `:` type($arg) `to` type($res)")
      .build();

  PtrToIntOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.ptrtoint arg : type(arg) to type}. */
  public static PtrToIntOp create(Builder b, Location loc, Type type, Value arg) {
    return new PtrToIntOp(b.create(CastOp.state(SPEC, loc, arg, type)));
  }

}
