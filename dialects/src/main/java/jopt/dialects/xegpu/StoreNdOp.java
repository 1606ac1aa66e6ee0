package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/** xegpu.store_nd: {@code xegpu.store_nd %v, %t[0, 0] : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>}. */
@Op
public final class StoreNdOp extends StoreNdOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.store_nd")
      .summary("stores a n-D block register region back to memory, currently only supports 2D")
      .operand("value", XeGPUConstraints.VALUE)
      .operand("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .optionalAttr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .predicate("all of {value, TensorDesc} have same element type",
          op -> XeGPUChecks.sameElementTypes(StoreNdOp.of(op).value().getType(), StoreNdOp.of(op).TensorDesc().getType()))
      .customDirective("OptionalDynamicIndexList", OptionalDynamicIndexList.INSTANCE)
      .format("$value `,` $TensorDesc `` custom<OptionalDynamicIndexList>($offsets, $const_offsets)"
          + " prop-dict attr-dict `:` type($value) `,` qualified(type($TensorDesc))")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  StoreNdOp(Operation op) {
    super(op);
  }

  /** The definition: writes memory; MLIR's checks of the value shape against the descriptor. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      StoreNdOp v = StoreNdOp.of(op);
      TensorDescType tdesc = (TensorDescType) v.TensorDesc().getType();
      VectorType value = (VectorType) v.value().getType();
      if (!XeGPUChecks.blockAccess(op, tdesc, false)) {
        return false;
      }
      if (tdesc.getArrayLength() > 1) {
        op.emitOpError("array length is not supported by store_nd.\n");
        return false;
      }
      long tdescElems = tdesc.getNumElements();
      if (value.getRank() == 1 && value.getNumElements() < tdescElems) {
        return XeGPUChecks.simtDistribution(op, tdesc, tdescElems, value, "Value");
      }
      if (!tdesc.shape().equals(LoadNdOp.boxed(value.getShape()))) {
        op.emitOpError("Value shape " + XeGPUChecks.shapeString(value.getShape())
            + " is not consistent with tensor descriptor " + XeGPUChecks.quoted(tdesc));
        return false;
      }
      return XeGPUChecks.offsetRanks(op, tdesc);
    }
  }
}
