package jopt.dialects.onnx;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.NoneType;

/** onnx.NoValue: {@code %0 = "onnx.NoValue"() {value} : () -> none}, an absent optional input. */
@Op
public final class NoValueOp extends NoValueOpBase {
  public static final String NAME = "onnx.NoValue";

  public static final OpSpec SPEC = OpSpec.op(NAME)
      .optionalAttr("value", AttrKind.UNIT)
      .result("none_val", OnnxSpecs.NONE)
      .build();

  NoValueOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.NoValue {value}}, as ONNX-MLIR's importer writes it. */
  public static NoValueOp create(Builder b, Location loc) {
    OperationState st = SPEC.newState(loc);
    st.addType(NoneType.get());
    st.addAttribute("value", UnitAttr.get());
    return new NoValueOp(b.create(st));
  }

  /** The definition: pure, holds no data. */
  public static final class Def extends OnnxOp implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** Holds no data: planned as a compute op (the planner has nothing to place). */
    @Override
    public GraphAliasing getGraphAliasing(Operation op) {
      return new Compute();
    }
  }
}
