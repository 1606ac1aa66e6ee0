package jopt.dialects.onnx;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * onnx.Gather: {@code "onnx.Gather"(%data, %indices) {axis = 0 : si64}}; the result reuses the
 * buffer of {@code data}. The axis (default 0) must lie in {@code [-rank, rank - 1]}.
 */
@Op
public final class GatherOp extends GatherOpBase {
  public static final OpSpec SPEC = OpSpec.op("onnx.Gather")
      .operand("data", OnnxSpecs.TENSOR)
      // Tind of the op table (i32, i64): float indices are refused by the verifier, as ONNX's checker does.
      .operand("indices", OnnxSchemas.get("Gather").constraint("indices"))
      .optionalAttr("axis", AttrKind.SI64)
      .result("output", OnnxSpecs.TENSOR)
      .build();

  GatherOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Gather(data, indices) {axis}} with result type {@code type}. */
  public static GatherOp create(Builder b, Location loc, Type type, Value data, Value indices, long axis) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(data).addOperand(indices).addType(type);
    st.addAttribute("axis", OnnxSpecs.si64(axis));
    return new GatherOp(b.create(st));
  }

  /** The axis; 0 when absent. */
  public long axis() {
    return axis(getOperation());
  }

  public static long axis(Operation op) {
    return OnnxOp.intAttr(op, "axis");
  }

  /** The definition: the axis range and the planner's Gather aliasing. */
  public static final class Def extends OnnxOp implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    protected boolean verifyOp(Operation op) {
      int rank = Shapes.rank(GatherOp.of(op).data().getType());
      return rank < 0 || axisInRange(op, "axis", axis(op), rank);
    }

    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      return new Gather(0, axis(op));
    }
  }
}
