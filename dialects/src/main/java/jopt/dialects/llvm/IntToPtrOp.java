package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** {@code llvm.inttoptr %i : i64 to !llvm.ptr} (also on vectors); defined by {@link CastOp.Def}. */
@Op
public final class IntToPtrOp extends IntToPtrOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.inttoptr")
      .operand("arg", LLVMConstraints.INTEGER_LIKE)
      .result("res", LLVMConstraints.POINTER_LIKE)
      .format("$arg attr-dict `:` type($arg) `to` type($res)")
      .build();

  IntToPtrOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.inttoptr arg : type(arg) to type}. */
  public static IntToPtrOp create(Builder b, Location loc, Type type, Value arg) {
    return new IntToPtrOp(b.create(CastOp.state(SPEC, loc, arg, type)));
  }

}
