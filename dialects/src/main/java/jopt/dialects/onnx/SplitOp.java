package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;

/**
 * onnx.Split (opset 18: {@code "onnx.Split"(%x, %split) {axis = 0 : si64, num_outputs = 2 :
 * si64}}), onnx.SplitV13 (the split sizes as an operand) and onnx.SplitV11 (as the
 * {@code split} attribute). The results are laid out one after another in the input, sized by
 * the split values, or by the results' static sizes along the axis when there are none.
 */
@Op
public final class SplitOp extends SplitOpBase {
  public static final OpSpec SPEC = OpSpec.op("onnx.Split")
      .operand("input", OnnxSpecs.TENSOR)
      .operand("split", OnnxSpecs.TENSOR_OR_NONE)
      .optionalAttr("axis", AttrKind.SI64)
      .optionalAttr("num_outputs", AttrKind.SI64)
      .variadicResult("outputs", OnnxSpecs.TENSOR)
      .build();

  /** onnx.SplitV13: the split sizes as an operand, no num_outputs. */
  public static final OpSpec V13_SPEC = OpSpec.op("onnx.SplitV13")
      .operand("input", OnnxSpecs.TENSOR)
      .operand("split", OnnxSpecs.TENSOR_OR_NONE)
      .optionalAttr("axis", AttrKind.SI64)
      .variadicResult("outputs", OnnxSpecs.TENSOR)
      .build();

  /** onnx.SplitV11: the split sizes as an attribute. */
  public static final OpSpec V11_SPEC = OpSpec.op("onnx.SplitV11")
      .operand("input", OnnxSpecs.TENSOR)
      .optionalAttr("axis", AttrKind.SI64)
      .optionalAttr("split", AttrKind.I64S)
      .variadicResult("outputs", OnnxSpecs.TENSOR)
      .build();

  SplitOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.Split(input, split) {axis}} with one result per type. */
  public static SplitOp create(Builder b, Location loc, List<? extends Type> types, Value input, Value split,
      long axis) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(input).addOperand(split).addTypes(types);
    st.addAttribute("axis", OnnxSpecs.si64(axis));
    return new SplitOp(b.create(st));
  }

  public long axis() {
    return axis(getOperation());
  }

  public static long axis(Operation op) {
    return OnnxOp.intAttr(op, "axis");
  }

  /** The definition of onnx.Split and its V13 and V11 forms: split sizes and the planner's layout. */
  public static final class Def extends OnnxOp implements Traits.Pure {
    private final boolean splitAttribute;

    private Def(OpSpec spec, boolean splitAttribute) {
      super(spec);
      this.splitAttribute = splitAttribute;
    }

    public static Def split() {
      return new Def(SPEC, false);
    }

    public static Def splitV13() {
      return new Def(V13_SPEC, false);
    }

    public static Def splitV11() {
      return new Def(V11_SPEC, true);
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
          : ValueFacts.constantInts(op.getOperand(1));
    }

    /** Whether the op gives split sizes (an attribute or a split operand that is not none). */
    private boolean hasSplitValues(Operation op) {
      return splitAttribute ? op.getAttr("split") != null : !OnnxConstants.isAbsent(op, 1);
    }

    @Override
    protected boolean verifyOp(Operation op) {
      int rank = Shapes.rank(op.getOperand(0).getType());
      if (rank >= 0 && !axisInRange(op, "axis", axis(op), rank)) {
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
              : "split (operand #1) of '" + getName() + "' is not known at compile time");
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
}
