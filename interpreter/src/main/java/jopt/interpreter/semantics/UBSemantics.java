package jopt.interpreter.semantics;

import jopt.dialects.ub.PoisonOp;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Zeros;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * ub.poison, llvm.mlir.poison and llvm.mlir.undef of an integer, index or float type, a
 * vector of them, or an LLVM pointer, struct or array of those: jopt-run gives poison and undef
 * a fixed value, zero (LLVM may pick any value). Passes introduce them where the value is never
 * observed (e.g. the padding of an in-bounds vector.transfer_read, a vector built element by
 * element); a program whose results depend on it is wrong whatever value it gets, and jopt-run
 * does not detect that.
 * llvm.mlir.zero is zero (a null pointer). A memref descriptor built with llvm.insertvalue
 * starts as such a poison struct.
 */
public final class UBSemantics {
  private UBSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(PoisonOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.PoisonOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.UndefOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.ZeroOp.SPEC, UBSemantics::poison);
  }

  private static void poison(Operation op, Execution ex) {
    Type t = op.getResult(0).getType();
    Object zero = Zeros.of(t);
    if (zero == null) {
      throw ex.error(Kind.UNSUPPORTED, op, op.getName() + " of " + t + " is not supported");
    }
    ex.set(op.getResult(0), zero);
  }
}
