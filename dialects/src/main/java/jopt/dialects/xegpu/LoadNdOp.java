package jopt.dialects.xegpu;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * xegpu.load_nd: {@code %v = xegpu.load_nd %t[%i, 0] <{packed}> : !xegpu.tensor_desc<16x16xf16> ->
 * vector<8x16x2xf16>}, a block read into a vector (optionally transposed or VNNI-packed).
 */
@Op
public final class LoadNdOp extends LoadNdOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.load_nd")
      .summary("loads a n-D block from memory (represented by TensorDesc)to registers (represented by vector)")
      .operand("TensorDesc", XeGPUConstraints.TENSOR_DESC)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .optionalAttr("const_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("packed", AttrConstraints.UNIT)
      .optionalAttr("transpose", AttrConstraints.DENSE_I64_ARRAY)
      .optionalAttr("l1_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l2_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("l3_hint", XeGPUConstraints.CACHE_HINT)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("value", XeGPUConstraints.VALUE)
      .predicate("all of {value, TensorDesc} have same element type",
          op -> XeGPUChecks.sameElementTypes(LoadNdOp.of(op).value().getType(), LoadNdOp.of(op).TensorDesc().getType()))
      .customDirective("OptionalDynamicIndexList", OptionalDynamicIndexList.INSTANCE)
      .format("$TensorDesc `` custom<OptionalDynamicIndexList>($offsets, $const_offsets)"
          + " prop-dict attr-dict `:` qualified(type($TensorDesc)) `->` type($value)")
      .memoryEffects(MemoryEffects.Kind.READ)
      .build();

  LoadNdOp(Operation op) {
    super(op);
  }

  /** The definition: reads memory; MLIR's checks of the result shape against the descriptor. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      LoadNdOp v = LoadNdOp.of(op);
      TensorDescType tdesc = (TensorDescType) v.TensorDesc().getType();
      VectorType value = (VectorType) v.value().getType();
      if (!XeGPUChecks.blockAccess(op, tdesc, true)) {
        return false;
      }
      long tdescElems = tdesc.getNumElements() * tdesc.getArrayLength();
      if (value.getNumElements() < tdescElems && value.getRank() == 1) {
        return XeGPUChecks.simtDistribution(op, tdesc, tdescElems, value, "Result");
      }
      List<Long> tdescShape = new java.util.ArrayList<>(tdesc.shape());
      long[] valueShape = value.getShape();
      if (op.getAttr("transpose") instanceof DenseArrayAttr t) {
        long[] perm = t.asLongs();
        boolean valid = true;
        for (long s : perm) {
          valid &= s >= 0 && s < tdescShape.size();
        }
        if (valid && perm.length == tdescShape.size()) {
          List<Long> permuted = new java.util.ArrayList<>();
          for (long s : perm) {
            permuted.add(tdescShape.get((int) s));
          }
          tdescShape = permuted;
        } else if (!valid) {
          op.emitWarning("Invalid transpose attr. It is ignored.");
        }
      }
      if (op.getAttr("packed") != null) {
        if (tdesc.getRank() == 2) {
          long vnni = valueShape[valueShape.length - 1];
          tdescShape.set(0, vnni == 0 ? 0 : tdescShape.get(0) / vnni);
          tdescShape.add(vnni);
        } else {
          op.emitWarning(
              "Invalid Packed Attr. It is ignored (available for 2D TensorDesc only).");
        }
      }
      if (tdesc.getArrayLength() > 1) {
        tdescShape.add(0, tdesc.getArrayLength());
      }
      if (!tdescShape.equals(boxed(valueShape))) {
        op.emitOpError("Result shape " + XeGPUChecks.shapeString(valueShape)
            + " is not consistent with tensor descriptor " + XeGPUChecks.quoted(tdesc));
        return false;
      }
      return XeGPUChecks.offsetRanks(op, tdesc);
    }
  }

  static List<Long> boxed(long[] shape) {
    List<Long> l = new java.util.ArrayList<>();
    for (long s : shape) {
      l.add(s);
    }
    return l;
  }
}
