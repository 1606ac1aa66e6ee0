package jopt.dialects.onnx;

import static jopt.dialects.onnx.OpSpec.opt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;

/**
 * onnx.Split (opset 18: {@code "onnx.Split"(%x, %split) {axis = 0 : si64, num_outputs = 2 :
 * si64}}), onnx.SplitV13 (the split sizes as an operand) and onnx.SplitV11 (as the
 * {@code split} attribute). The results are laid out one after another in the input, sized by
 * the split values, or by the results' static sizes along the axis when there are none.
 */
public final class SplitOp extends OnnxOp implements Traits.Pure {
  private final boolean splitAttribute;

  private SplitOp(OpSpec spec, boolean splitAttribute) {
    super(spec);
    this.splitAttribute = splitAttribute;
  }

  public static SplitOp split() {
    return new SplitOp(OpSpec.of("Split", "TO", "T*", opt("axis", AttrKind.SI64),
        opt("num_outputs", AttrKind.SI64)), false);
  }

  public static SplitOp splitV13() {
    return new SplitOp(OpSpec.of("SplitV13", "TO", "T*", opt("axis", AttrKind.SI64)), false);
  }

  public static SplitOp splitV11() {
    return new SplitOp(OpSpec.of("SplitV11", "T", "T*", opt("axis", AttrKind.SI64),
        opt("split", AttrKind.I64S)), true);
  }

  public static long axis(Operation op) {
    return intAttr(op, "axis", 0);
  }

  /**
   * The split sizes as given: the constant split operand or the split attribute; empty when
   * there are none, or they are not known (see {@link #hasSplitValues}).
   */
  private Optional<List<Long>> givenSplit(Operation op) {
    if (splitAttribute) {
      Attribute a = op.getAttr("split");
      if (!(a instanceof ArrayAttr arr)) {
        return Optional.empty();
      }
      List<Long> r = new ArrayList<>();
      for (Attribute e : arr) {
        if (!(e instanceof IntegerAttr i)) {
          return Optional.empty();
        }
        r.add(i.getValue());
      }
      return Optional.of(r);
    }
    return OnnxConstants.isAbsent(op, 1) ? Optional.empty()
        : OnnxConstants.int64Values(op.getOperand(1));
  }

  /** Whether the op gives split sizes (an attribute or a split operand that is not none). */
  private boolean hasSplitValues(Operation op) {
    return splitAttribute ? op.getAttr("split") != null : !OnnxConstants.isAbsent(op, 1);
  }

  @Override
  protected boolean verifyOp(Operation op) {
    int rank = Shapes.rank(op.getOperand(0).getType());
    if (rank >= 0 && !OnnxVerify.axisInRange(op, "axis", axis(op), rank)) {
      return false;
    }
    Optional<List<Long>> split = givenSplit(op);
    if (split.isPresent() && split.get().size() != op.getNumResults()) {
      op.emitOpError("has " + op.getNumResults() + " results, but " + split.get().size()
          + " split sizes");
      return false;
    }
    return true;
  }

  @Override
  public GraphAliasing getGraphAliasing(Operation op) {
    long axis = axis(op);
    if (hasSplitValues(op)) {
      Optional<List<Long>> split = givenSplit(op);
      if (split.isEmpty()) {
        return new Unknown(splitAttribute
            ? "the 'split' attribute of '" + getName() + "' is not a list of integers"
            : "split (operand #1) of '" + getName() + "' is not an onnx.Constant");
      }
      return new Split(0, axis, split.get());
    }
    List<Long> sizes = new ArrayList<>();
    for (int i = 0; i < op.getNumResults(); i++) {
      OptionalLong d = Shapes.dim(op.getResult(i).getType(), axis);
      if (d.isEmpty()) {
        return new Unknown("'" + getName() + "' has no split sizes and result #" + i
            + " has no static size along axis " + axis);
      }
      sizes.add(d.getAsLong());
    }
    return new Split(0, axis, sizes);
  }
}
