package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/**
 * xegpu.create_tdesc: {@code %t = xegpu.create_tdesc %src, %offsets : memref<256xf32>,
 * vector<16xindex> -> !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>}.
 */
@Op
public final class CreateDescOp extends CreateDescOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.create_tdesc")
      .summary("create scattered tensor descriptors (TensorDesc).")
      .operand("source", XeGPUConstraints.GATHER_SCATTER_BASE)
      .operand("offsets", XeGPUConstraints.OFFSETS)
      .result("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .format("$source `,` $offsets attr-dict `:` type($source) `,` type($offsets) `->` qualified(type($TensorDesc))")
      .build();

  CreateDescOp(Operation op) {
    super(op);
  }

  /** The definition: pure; a scattered descriptor of the offsets' shape (and chunk) in the source's space. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      CreateDescOp createDesc = CreateDescOp.of(op);
      TensorDescType tdesc = (TensorDescType) createDesc.TensorDesc().getType();
      if (!tdesc.isScattered()) {
        op.emitOpError("Expects a scattered TensorDesc.\n");
        return false;
      }
      int srcSpace = createDesc.source().getType() instanceof MemRefType m && m.getMemorySpace() instanceof IntegerAttr i
          ? (int) i.getValue() : 0;
      if (srcSpace != tdesc.getMemorySpace()) {
        op.emitOpError("Memory space mismatch. Source: " + srcSpace + ", TensorDesc: " + tdesc.getMemorySpace());
        return false;
      }
      long[] offsets = ((VectorType) createDesc.offsets().getType()).getShape();
      long chunk = tdesc.getChunkSize();
      long[] expected = chunk != 1 ? java.util.Arrays.copyOf(offsets, offsets.length + 1) : offsets;
      if (chunk != 1) {
        expected[offsets.length] = chunk;
      }
      if (!java.util.Arrays.equals(expected, tdesc.getShape())) {
        op.emitOpError("Incorrect TensorDesc shape. Expected is " + XeGPUChecks.shapeString(expected) + "\n");
        return false;
      }
      return true;
    }
  }
}
