package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** {@code llvm.mlir.undef : type}; defined by {@link ZeroOp.Def}. */
@Op
public final class UndefOp extends UndefOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.undef")
      .summary("Creates an undefined value of LLVM dialect type.")
      .result("res", LLVMConstraints.TYPE)
      .format("attr-dict `:` type($res)")
      .build();

  UndefOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.mlir.undef : type}. */
  public static UndefOp create(Builder b, Location loc, Type type) {
    return new UndefOp(b.create(ZeroOp.state(SPEC, loc, type)));
  }

}
