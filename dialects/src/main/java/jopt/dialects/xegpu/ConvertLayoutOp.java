package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * xegpu.convert_layout: {@code %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<...>,
 * target_layout = #xegpu.layout<...>}> : vector<128x128xf16>}, redistributes a vector.
 */
@Op
public final class ConvertLayoutOp extends ConvertLayoutOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.convert_layout")
      .summary("Convert the layout of the input operand")
      .operand("source", XeGPUConstraints.VECTOR)
      .attr("input_layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .attr("target_layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("result", XeGPUConstraints.VECTOR)
      .allTypesMatch("source", "result")
      .format("$source prop-dict attr-dict `:` type($source)")
      .build();

  ConvertLayoutOp(Operation op) {
    super(op);
  }

  /** The definition: pure; both layouts of one level, each dividing the vector evenly; folds when they are equal. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      DistributeLayoutAttr in = (DistributeLayoutAttr) op.getAttr("input_layout");
      DistributeLayoutAttr out = (DistributeLayoutAttr) op.getAttr("target_layout");
      if (in.isForWorkgroup() != out.isForWorkgroup()) {
        op.emitOpError("expected input layout and target layout be WgLayout or SgLayout at the same time.");
        return false;
      }
      long[] shape = ((VectorType) ConvertLayoutOp.of(op).source().getType()).getShape();
      if (!DistributeLayoutAttr.isEvenlyDistributable(shape, in)) {
        op.emitOpError("invalid input layout, data cannot be evenly distributed.");
        return false;
      }
      if (!DistributeLayoutAttr.isEvenlyDistributable(shape, out)) {
        op.emitOpError("invalid target layout, data cannot be evenly distributed.");
        return false;
      }
      return true;
    }

    /** MLIR's fold (and its canonicalization pattern, which does the same): same layouts, no op. */
    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      if (!op.getAttr("input_layout").equals(op.getAttr("target_layout"))) {
        return false;
      }
      results.add(jopt.ir.rewrite.OpFoldResult.of(ConvertLayoutOp.of(op).source()));
      return true;
    }
  }
}
