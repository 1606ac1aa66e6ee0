package jopt.interpreter.semantics;

import java.util.Arrays;
import jopt.dialects.ub.PoisonOp;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.VectorType;

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
    Object zero = zero(t);
    if (zero == null) {
      throw ex.error(Kind.UNSUPPORTED, op, op.getName() + " of " + t + " is not supported");
    }
    ex.set(op.getResult(0), zero);
  }

  /**
   * The zero of {@code t}: of a scalar, a fixed-shape vector of scalars, or an LLVM pointer
   * (null), struct or array of such ({@link LlvmDescriptorSemantics#zero}); null when it has none.
   */
  public static Object zero(Type t) {
    if (t instanceof VectorType v) {
      Object zero = scalarZero(v.getElementType());
      if (zero == null || v.isScalable()) {
        return null;
      }
      Object[] elements = new Object[VectorValue.count(v.getShape())];
      Arrays.fill(elements, zero);
      return VectorValue.of(v, elements);
    }
    Object zero = scalarZero(t);
    return zero != null ? zero : LlvmDescriptorSemantics.zero(t);
  }

  private static Object scalarZero(Type scalar) {
    if (scalar instanceof FloatType) {
      return 0.0;
    }
    return Scalars.width(scalar) > 0 ? (Object) 0L : null;
  }
}
