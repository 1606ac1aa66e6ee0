package jopt.dialects.onnx;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * onnx.Yield: {@code onnx.Yield %a, %b : tensor<f32>, tensor<i1>}, the terminator of the
 * region of a subgraph (the branches of onnx.If, the bodies of onnx.Loop and onnx.Scan).
 */
@Op
public final class YieldOp extends YieldOpBase {
  public static final String NAME = "onnx.Yield";

  public static final OpSpec SPEC = OpSpec.op(NAME)
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  YieldOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Yield values}. */
  public static YieldOp create(Builder b, Location loc, List<? extends Value> values) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(values);
    return new YieldOp(b.create(st));
  }

  /** The definition: a pure terminator. */
  public static final class Def extends OnnxOp implements Traits.Pure, Traits.IsTerminator,
      Traits.ReturnLike {
    public Def() {
      super(SPEC);
    }

    /** Has no results to place. */
    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      return new Compute();
    }
  }
}
