package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * xegpu.dpas: {@code %c = xegpu.dpas %a, %b, %acc : vector<8x16xf16>, vector<16x16xf16>,
 * vector<8x16xf32> -> vector<8x16xf32>}, a matrix multiply-accumulate.
 */
@Op
public final class DpasOp extends DpasOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.dpas")
      .summary("It performs mma computation")
      .operand("lhs", XeGPUConstraints.DPAS_OPERAND)
      .operand("rhs", XeGPUConstraints.DPAS_OPERAND)
      .optionalOperand("acc", XeGPUConstraints.DPAS_RESULT)
      .optionalAttr("layout_a", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .optionalAttr("layout_b", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .optionalAttr("layout_cd", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("result", XeGPUConstraints.DPAS_RESULT)
      .predicate("all of {lhs, rhs} have same element type",
          op -> XeGPUChecks.sameElementTypes(DpasOp.of(op).lhs().getType(), DpasOp.of(op).rhs().getType()))
      .format("$lhs `,` $rhs (`,` $acc^)? attr-dict `:` type($lhs) `,` type($rhs) (`,` type($acc)^)?"
          + " `->` type($result)")
      .build();

  DpasOp(Operation op) {
    super(op);
  }

  /** The definition: pure; MLIR's checks of the operand and result shapes. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      DpasOp v = DpasOp.of(op);
      VectorType lhs = (VectorType) v.lhs().getType();
      VectorType rhs = (VectorType) v.rhs().getType();
      VectorType res = (VectorType) v.result().getType();
      if (v.acc() != null && !v.acc().getType().equals(res)) {
        op.emitOpError("Expecting the acc type to be the same as result.");
        return false;
      }
      if (lhs.getRank() == 1 && rhs.getRank() == 1 && res.getRank() == 1) {
        int width = TensorDescType.bitWidth(rhs.getElementType());
        long factor = width == 0 ? 1 : 32 / width;
        if (factor == 0 || rhs.getNumElements() % factor != 0) {
          op.emitOpError("Expecting B operand to be a multiple of 32 bits.");
          return false;
        }
        return true;
      }
      if (lhs.getRank() != 2 || rhs.getRank() != 2 && rhs.getRank() != 3 || res.getRank() != 2) {
        op.emitOpError("expecting lhs and result to be a 2D vector, and rhs to be either 2D or 3D (packed) vector.");
        return false;
      }
      long[] l = lhs.getShape();
      long[] r = rhs.getShape();
      long[] c = res.getShape();
      long bK = rhs.getRank() == 3 ? r[0] * r[2] : r[0];
      if (bK != l[1]) {
        op.emitOpError("K-dimension mismatch.");
        return false;
      }
      if (l[0] != c[0]) {
        op.emitOpError("M-dimension mismatch.");
        return false;
      }
      if (r[1] != c[1]) {
        op.emitOpError("N-dimension mismatch.");
        return false;
      }
      return true;
    }
  }
}
