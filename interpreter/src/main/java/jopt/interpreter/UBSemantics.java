package jopt.interpreter;

import java.util.Arrays;
import jopt.dialects.ub.PoisonOp;
import jopt.interpreter.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.type.FloatType;
import jopt.ir.Type;
import jopt.ir.type.VectorType;

/**
 * ub.poison, llvm.mlir.poison and llvm.mlir.undef of an integer, index or float type, or a
 * vector of them: jopt-run gives poison and undef a fixed value, zero (LLVM may pick any
 * value). Passes introduce them where the value is never observed (e.g. the padding of an
 * in-bounds vector.transfer_read, a vector built element by element); a program whose results
 * depend on it is wrong whatever value it gets, and jopt-run does not detect that.
 * llvm.mlir.zero is zero.
 */
final class UBSemantics {
  private UBSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(PoisonOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.PoisonOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.UndefOp.SPEC, UBSemantics::poison);
    r.register(jopt.dialects.llvm.ZeroOp.SPEC, UBSemantics::poison);
  }

  private static void poison(Operation op, Execution ex) {
    Type t = op.getResult(0).getType();
    Object zero = zero(Scalars.scalarOf(t));
    if (zero == null || t instanceof VectorType sv && sv.isScalable()) {
      throw ex.error(Kind.UNSUPPORTED, op, op.getName() + " of " + t + " is not supported");
    }
    if (t instanceof VectorType v) {
      Object[] elements = new Object[VectorValue.count(v.getShape())];
      Arrays.fill(elements, zero);
      ex.set(op.getResult(0), VectorValue.of(v, elements));
    } else {
      ex.set(op.getResult(0), zero);
    }
  }

  private static Object zero(Type scalar) {
    if (scalar instanceof FloatType) {
      return 0.0;
    }
    return Scalars.width(scalar) > 0 ? (Object) 0L : null;
  }
}
