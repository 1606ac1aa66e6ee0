package jopt.dialects.builtin;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** {@code %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, index}. */
@Op
public final class UnrealizedConversionCastOp extends UnrealizedConversionCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("builtin.unrealized_conversion_cast")
      .summary("An unrealized conversion from one set of types to another")
      .variadicOperand("inputs", TypeConstraints.ANY)
      .variadicResult("outputs", TypeConstraints.ANY)
      .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
      .build();

  UnrealizedConversionCastOp(Operation op) {
    super(op);
  }

  public static UnrealizedConversionCastOp create(Builder b, Location loc, List<? extends Type> outputs,
      List<? extends Value> inputs) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inputs).addTypes(outputs);
    return new UnrealizedConversionCastOp(b.create(st));
  }

  public List<OpResult> outputs() {
    return getOperation().getResults();
  }

  /** The definition: custom form and CastOpInterface's result count check. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }


    /** {@code ($inputs^ : type($inputs))? to type($outputs) attr-dict}. */


    @Override
    public boolean verify(Operation op) {
      if (op.getNumResults() == 0) {
        op.emitOpError("expected at least one result for cast operation");
        return false;
      }
      return true;
    }
  }
}
