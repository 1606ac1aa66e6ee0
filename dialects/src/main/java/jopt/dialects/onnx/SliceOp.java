package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jopt.ir.Operation;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * onnx.Slice: {@code "onnx.Slice"(%data, %starts, %ends, %axes, %steps)}, where axes and steps
 * may be {@code none}. The result points into {@code data} at {@code starts} along
 * {@code axes}, read with the steps from {@code onnx.Constant} operands; absent axes mean
 * {@code 0 .. len(starts) - 1}, absent steps 1.
 */
@Op
public final class SliceOp extends SliceOpBase {
  public static final OpSpec SPEC = OpSpec.op("onnx.Slice")
      .operand("data", OnnxSpecs.TENSOR)
      .operand("starts", OnnxSpecs.TENSOR)
      .operand("ends", OnnxSpecs.TENSOR)
      .operand("axes", OnnxSpecs.TENSOR_OR_NONE)
      .operand("steps", OnnxSpecs.TENSOR_OR_NONE)
      .result("output", OnnxSpecs.TENSOR)
      .build();

  SliceOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Slice}; {@code axes} and {@code steps} may be {@code onnx.NoValue}s. */
  public static SliceOp create(Builder b, Location loc, Type type, Value data, Value starts, Value ends,
      Value axes, Value steps) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(data).addOperand(starts).addOperand(ends).addOperand(axes).addOperand(steps);
    st.addType(type);
    return new SliceOp(b.create(st));
  }

  /** The definition: the planner's view of a slice with constant starts, axes and steps. */
  public static final class Def extends OnnxOp implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      SliceOp slice = SliceOp.of(op);
      Optional<List<Long>> starts = op.getNumOperands() > 1
          ? ValueFacts.constantInts(slice.starts()) : Optional.empty();
      if (starts.isEmpty()) {
        return new Unknown("starts (operand #1) of 'onnx.Slice' is not known at compile time");
      }
      List<Long> axes;
      if (OnnxConstants.isAbsent(op, 3)) {
        axes = new ArrayList<>();
        for (long i = 0; i < starts.get().size(); i++) {
          axes.add(i);
        }
      } else {
        Optional<List<Long>> a = ValueFacts.constantInts(slice.axes());
        if (a.isEmpty()) {
          return new Unknown("axes (operand #3) of 'onnx.Slice' is not known at compile time");
        }
        axes = a.get();
      }
      List<Long> steps = List.of();
      if (!OnnxConstants.isAbsent(op, 4)) {
        Optional<List<Long>> st = ValueFacts.constantInts(slice.steps());
        if (st.isEmpty()) {
          return new Unknown("steps (operand #4) of 'onnx.Slice' is not known at compile time");
        }
        steps = st.get();
      }
      return new Slice(0, starts.get(), axes, steps);
    }
  }
}
