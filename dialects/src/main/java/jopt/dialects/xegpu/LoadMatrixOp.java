package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;

/** xegpu.load_matrix: {@code %v = xegpu.load_matrix %m[%i, 0] : !xegpu.mem_desc<32x32xf32>, index -> vector<8x16xf32>}. */
@Op
public final class LoadMatrixOp extends LoadMatrixOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.load_matrix")
      .operand("mem_desc", XeGPUConstraints.MEM_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .attr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("subgroup_block_io", AttrConstraints.UNIT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("res", XeGPUConstraints.VALUE_OR_SCALAR)
      .predicate("all of {mem_desc, res} have same element type",
          op -> XeGPUChecks.sameElementTypes(LoadMatrixOp.of(op).memDesc().getType(), LoadMatrixOp.of(op).res().getType()))
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$mem_desc `` custom<DynamicIndexList>($offsets, $const_offsets) prop-dict attr-dict `` `:`"
          + " type(operands) `->` type(results)")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  LoadMatrixOp(Operation op) {
    super(op);
  }

  /** The definition: reads memory; a 2-D mem_desc holding the result. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      LoadMatrixOp loadMatrix = LoadMatrixOp.of(op);
      return MatrixChecks.verify(op, loadMatrix.res().getType(), (MemDescType) loadMatrix.memDesc().getType());
    }
  }
}
