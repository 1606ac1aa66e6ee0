package jopt.dialects.onnx;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** onnx.EntryPoint: {@code "onnx.EntryPoint"() {func = @main_graph} : () -> ()}, the model's entry. */
@Op
public final class EntryPointOp extends EntryPointOpBase {
  public static final String NAME = "onnx.EntryPoint";

  public static final OpSpec SPEC = OpSpec.op(NAME)
      .attr("func", AttrKind.SYMBOL)
      .build();

  EntryPointOp(Operation op) {
    super(op);
  }

  /** Creates {@code onnx.EntryPoint {func = @func}}. */
  public static EntryPointOp create(Builder b, Location loc, String func) {
    OperationState st = SPEC.newState(loc);
    st.addAttribute("func", FlatSymbolRefAttr.get(func));
    return new EntryPointOp(b.create(st));
  }

  public SymbolRefAttr func() {
    return (SymbolRefAttr) attr("func");
  }

  /** The definition: nothing beyond the spec. */
  public static final class Def extends OnnxOp {
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
