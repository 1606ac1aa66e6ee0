package jopt.dialects.onnx;

import java.util.List;
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
 * onnx.Concat: {@code "onnx.Concat"(%a, %b) {axis = 0 : si64}}; the inputs are laid out one
 * after another and the result starts at the first. The ranked inputs must share one rank, in
 * whose range {@code [-rank, rank - 1]} the axis lies.
 */
@Op
public final class ConcatOp extends ConcatOpBase {
  public static final OpSpec SPEC = OpSpec.op("onnx.Concat")
      .variadicOperand("inputs", OnnxSpecs.TENSOR)
      .attr("axis", AttrKind.SI64)
      .result("concat_result", OnnxSpecs.TENSOR)
      .build();

  ConcatOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Concat(inputs) {axis}} with result type {@code type}. */
  public static ConcatOp create(Builder b, Location loc, Type type, List<? extends Value> inputs, long axis) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inputs).addType(type);
    st.addAttribute("axis", OnnxSpecs.si64(axis));
    return new ConcatOp(b.create(st));
  }

  public long axis() {
    return OnnxOp.intAttr(getOperation(), "axis");
  }

  /** The definition: one rank for the ranked inputs, the axis in its range. */
  public static final class Def extends OnnxOp implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    protected boolean verifyOp(Operation op) {
      int rank = -1;
      int first = -1;
      for (int i = 0; i < op.getNumOperands(); i++) {
        int r = Shapes.rank(op.getOperand(i).getType());
        if (r < 0) {
          continue;
        }
        if (rank < 0) {
          rank = r;
          first = i;
        } else if (r != rank) {
          op.emitOpError("operand #" + i + " has rank " + r + ", but operand #" + first + " has rank "
              + rank);
          return false;
        }
      }
      return rank < 0 || axisInRange(op, "axis", intAttr(op, "axis"), rank);
    }

    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      if (op.getAttr("axis") == null) {
        return new Unknown("'onnx.Concat' has no 'axis' attribute");
      }
      return new Concat(intAttr(op, "axis"));
    }
  }
}
