package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * xegpu.create_nd_tdesc: {@code %t = xegpu.create_nd_tdesc %src[0, %j], shape : [%h, %w], strides
 * : [%w, 1] : ui64 -> !xegpu.tensor_desc<8x16xf16>}, a block descriptor into a memref or pointer.
 */
@Op
public final class CreateNdDescOp extends CreateNdDescOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.create_nd_tdesc")
      .summary("Create nd-tensor descriptor operation")
      .operand("source", XeGPUConstraints.BASE_ADDR)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("shape", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .optionalAttr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("const_shape", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("const_strides", AttrConstraints.DENSE_I64_ARRAY)
      .result("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .attrSizedOperandSegments()
      .customDirective("OptionalDynamicIndexList", OptionalDynamicIndexList.INSTANCE)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `` custom<OptionalDynamicIndexList>($offsets, $const_offsets)"
          + " (`,` `shape` `:` custom<DynamicIndexList>($shape, $const_shape)^"
          + " `,` `strides` `:` custom<DynamicIndexList>($strides, $const_strides))?"
          + " attr-dict `:` type($source) `->` qualified(type($TensorDesc))")
      .build();

  CreateNdDescOp(Operation op) {
    super(op);
  }

  /** The definition: pure; MLIR's checks of ranks, memory spaces and element types. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** The number of entries of the mixed list of {@code attr} (or of the memref's own, when absent). */
    private static long mixedSize(Operation op, String attr, Type source) {
      if (op.getAttr(attr) instanceof DenseArrayAttr d) {
        return d.size();
      }
      return source instanceof MemRefType m ? m.getRank() : 0;
    }

    @Override
    public boolean verify(Operation op) {
      CreateNdDescOp v = CreateNdDescOp.of(op);
      Type source = v.source().getType();
      TensorDescType tdesc = (TensorDescType) v.TensorDesc().getType();
      long rank = mixedSize(op, "const_shape", source);
      boolean invalidRank = rank != mixedSize(op, "const_strides", source);
      int srcSpace = 0;
      if (source instanceof MemRefType m) {
        if (m.getMemorySpace() instanceof IntegerAttr i) {
          srcSpace = (int) i.getValue();
        } else if (m.getMemorySpace() instanceof XeGPUEnumAttr e) {
          srcSpace = e.keyword().equals("slm") ? 3 : 0;
        }
      }
      if (srcSpace != tdesc.getMemorySpace()) {
        op.emitOpError("Memory space mismatch. Source: " + srcSpace + ", TensorDesc: " + tdesc.getMemorySpace());
        return false;
      }
      long offsetRank = op.getAttr("const_offsets") instanceof DenseArrayAttr d ? d.size() : 0;
      if (offsetRank != 0) {
        invalidRank |= offsetRank != rank;
      }
      boolean invalidElemTy = source instanceof MemRefType m && !m.getElementType().equals(tdesc.elementType());
      if (source instanceof IntegerType && (mixedSize(op, "const_strides", source) == 0 || rank == 0)) {
        op.emitOpError("expecting strides and shape to be present for integer source.");
        return false;
      }
      if (invalidRank) {
        op.emitOpError("Expecting the rank of shape, strides, offsets, and source (if source is a memref) "
            + "should match with each other.");
        return false;
      }
      if (tdesc.getRank() > rank) {
        op.emitOpError("Expecting the TensorDesc rank is not greater than the ranks of shape, strides, offsets "
            + "or the memref source.");
        return false;
      }
      if (invalidElemTy) {
        op.emitOpError("TensorDesc should have the same element type with the source if it is a memref.\n");
        return false;
      }
      if (tdesc.isScattered()) {
        op.emitOpError("Expects a non-scattered TensorDesc.\n");
        return false;
      }
      return true;
    }
  }
}
