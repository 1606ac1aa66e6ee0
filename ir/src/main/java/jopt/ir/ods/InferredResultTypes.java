package jopt.ir.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * MLIR's verifyInferredResultTypes for ops with InferTypeOpInterface: the result types must be
 * the inferred ones (or compatible with them, as the op's isCompatibleReturnTypes says).
 */
public final class InferredResultTypes {
  private InferredResultTypes() {}

  /** Checks {@code op}'s result types against {@code inferred}, equal or {@code compatible}. */
  public static boolean verify(Operation op, List<Type> inferred, BiPredicate<List<Type>, List<Type>> compatible) {
    List<Type> actual = op.getResultTypes();
    if (inferred.equals(actual) || compatible != null && compatible.test(inferred, actual)) {
      return true;
    }
    // MLIR reports the mismatch at the op's location without the op attached, then fails.
    op.getContext().getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR, op.getLoc(),
        "'" + op.getName() + "' op inferred type(s) " + quoted(inferred)
            + " are incompatible with return type(s) of operation " + quoted(actual)));
    op.emitOpError("failed to infer returned types");
    return false;
  }

  private static String quoted(List<Type> types) {
    List<String> parts = new ArrayList<>();
    for (Type t : types) {
      parts.add("'" + AttrTypePrinter.print(t) + "'");
    }
    return String.join(", ", parts);
  }
}
