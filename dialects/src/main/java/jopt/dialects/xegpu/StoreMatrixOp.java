package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;

/** xegpu.store_matrix: {@code xegpu.store_matrix %v, %m[0, %j] : vector<8x16xf32>, !xegpu.mem_desc<32x32xf32>, index}. */
@Op
public final class StoreMatrixOp extends StoreMatrixOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.store_matrix")
      .operand("data", XeGPUConstraints.VALUE_OR_SCALAR)
      .operand("mem_desc", XeGPUConstraints.MEM_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .attr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("subgroup_block_io", AttrConstraints.UNIT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .predicate("all of {mem_desc, data} have same element type",
          op -> XeGPUChecks.sameElementTypes(StoreMatrixOp.of(op).memDesc().getType(), StoreMatrixOp.of(op).data().getType()))
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$data `,` $mem_desc `` custom<DynamicIndexList>($offsets, $const_offsets) prop-dict attr-dict"
          + " `` `:` type(operands)")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  StoreMatrixOp(Operation op) {
    super(op);
  }

  /** The definition: writes memory; a 2-D mem_desc holding the data. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      StoreMatrixOp storeMatrix = StoreMatrixOp.of(op);
      return MatrixChecks.verify(op, storeMatrix.data().getType(), (MemDescType) storeMatrix.memDesc().getType());
    }
  }
}
