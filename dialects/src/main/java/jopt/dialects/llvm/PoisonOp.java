package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** {@code llvm.mlir.poison : type}; defined by {@link ZeroOp.Def}. */
@Op
public final class PoisonOp extends PoisonOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.poison")
      .summary("Creates a poison value of LLVM dialect type.")
      .result("res", LLVMConstraints.TYPE)
      .format("attr-dict `:` type($res)")
      .build();

  PoisonOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.mlir.poison : type}. */
  public static PoisonOp create(Builder b, Location loc, Type type) {
    return new PoisonOp(b.create(ZeroOp.state(SPEC, loc, type)));
  }

}
