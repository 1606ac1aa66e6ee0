package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;

/**
 * If on tensors: {@code scf.if} on the condition's element, the branches moved in as its
 * regions (their onnx ops are lowered where they are afterwards), each {@code onnx.Yield} an
 * {@code scf.yield} of the values cast to the If's result types.
 */
final class IfLowering {
  private IfLowering() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.If", IfLowering::lowerIf);
    m.put(jopt.dialects.onnx.YieldOp.NAME, IfLowering::lowerYield);
  }

  private static List<Value> lowerIf(Lowering l) {
    Value cond = Linalg.extractFirst(l, l.operand(0));
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < l.op.getNumResults(); i++) {
      types.add(l.resultType(i));
    }
    OperationState st = IfOp.SPEC.newState(l.loc);
    st.addOperand(cond).addTypes(types);
    st.addRegion();
    st.addRegion();
    Operation s = l.b.create(st);
    // onnx-mlir's If: region 0 the then branch, region 1 the else branch
    l.b.inlineRegionBefore(l.op.getRegion(0), s.getRegion(0), null);
    l.b.inlineRegionBefore(l.op.getRegion(1), s.getRegion(1), null);
    return new ArrayList<>(s.getResults());
  }

  private static List<Value> lowerYield(Lowering l) {
    Operation parent = l.op.getParentOp();
    if (parent != null && parent.getName().equals("scf.while") && parent.getAttr(LoopLowering.SCANS) != null) {
      return LoopLowering.lowerLoopYield(l, parent);
    }
    if (parent != null && parent.getName().equals("scf.for") && parent.getAttr(LoopLowering.SCANS) != null) {
      return LoopLowering.lowerScanYield(l, parent);
    }
    if (parent == null || !parent.getName().equals("scf.if")) {
      throw l.fail("it ends the body of '" + (parent == null ? "?" : parent.getName())
          + "', which is not lowered");
    }
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < l.numOperands(); i++) {
      Value v = l.operand(i);
      Type t = parent.getResult(i).getType();
      values.add(v.getType().equals(t) ? v
          : jopt.dialects.tensor.CastOp.create(l.b, l.loc, v, t).getOperation().getResult(0));
    }
    YieldOp.create(l.b, l.loc, values);
    return List.of();
  }
}
