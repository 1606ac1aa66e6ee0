package jopt.dialects.llvm;

import jopt.ir.OpDefinition;
import jopt.ir.OperationState;
import jopt.ir.Location;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/**
 * What MLIR's LLVM_CastOp class gives {@code llvm.ptrtoint} ({@link PtrToIntOp}) and
 * {@code llvm.inttoptr} ({@link IntToPtrOp}), whose specs state one operand and one result,
 * {@code $arg attr-dict : type($arg) to type($res)}: the definition (pure) and the state
 * their {@code create} makes.
 */
public final class CastOp {
  public static final String PTR_TO_INT = "llvm.ptrtoint";
  public static final String INT_TO_PTR = "llvm.inttoptr";

  private CastOp() {}

  static OperationState state(OpSpec spec, Location loc, Value arg, Type type) {
    OperationState st = spec.newState(loc);
    st.addOperand(arg);
    st.addType(type);
    return st;
  }

  /** The definition of both casts. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    Def(OpSpec spec) {
      super(spec);
    }
  }
}
