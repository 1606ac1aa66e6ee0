package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InferredResultTypes;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.shuffle: {@code %a, %b [0, 3] : vector<2xf32>, vector<2xf32>}; picks leading slices of both. */
@Op
public final class ShuffleOp extends ShuffleOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.shuffle")
      .summary("shuffle operation")
      .operand("v1", VectorConstraints.FIXED_VECTOR)
      .operand("v2", VectorConstraints.FIXED_VECTOR)
      .attr("mask", AttrConstraints.DENSE_I64_ARRAY)
      .result("vector", VectorConstraints.VECTOR_NON_0)
      .predicate("first operand v1 and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .predicate("second operand v2 and result have same element type",
          op -> VectorTypes.resultElementMatchesOperand(op, 1))
      .format("operands $mask attr-dict `:` type(operands)")
      .build();

  ShuffleOp(Operation op) {
    super(op);
  }

  /** MLIR's inferReturnTypes: the mask's length (at least 1), then v1's trailing dims. */
  static VectorType inferResultType(VectorType v1, int maskLength) {
    long[] shape = new long[Math.max(1, v1.getRank())];
    shape[0] = Math.max(1, maskLength);
    for (int i = 1; i < v1.getRank(); i++) {
      shape[i] = v1.getDimSize(i);
    }
    return VectorType.get(shape, v1.getElementType());
  }

  /** The definition: MLIR's shuffle checks, the result type inferred as it parses. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      super.parse(p, result);
      if (result.operands.size() == 2 && result.operands.get(0).getType() instanceof VectorType v1
          && result.attributes.get("mask") instanceof DenseArrayAttr mask) {
        result.addType(inferResultType(v1, mask.size()));
      }
    }

    @Override
    public boolean verify(Operation op) {
      ShuffleOp shuffle = ShuffleOp.of(op);
      VectorType res = (VectorType) shuffle.vector().getType();
      VectorType v1 = (VectorType) shuffle.v1().getType();
      VectorType v2 = (VectorType) shuffle.v2().getType();
      int resRank = res.getRank();
      boolean zeroD = v1.getRank() == 0 && v2.getRank() == 0 && resRank == 1;
      if (!zeroD && !(v1.getRank() == resRank && v2.getRank() == resRank)) {
        op.emitOpError("rank mismatch");
        return false;
      }
      for (int r = 1; r < v1.getRank(); r++) {
        if (res.getDimSize(r) != v1.getDimSize(r) || v1.getDimSize(r) != v2.getDimSize(r)) {
          op.emitOpError("dimension mismatch");
          return false;
        }
      }
      long[] mask = ((DenseArrayAttr) op.getAttr("mask")).asLongs();
      if (mask.length == 0) {
        op.emitOpError("invalid mask length");
        return false;
      }
      if (mask.length != res.getDimSize(0)) {
        op.emitOpError("mask length mismatch");
        return false;
      }
      long size = (v1.getRank() == 0 ? 1 : v1.getDimSize(0)) + (v2.getRank() == 0 ? 1 : v2.getDimSize(0));
      for (int i = 0; i < mask.length; i++) {
        if (mask[i] != -1 && (mask[i] < 0 || mask[i] >= size)) {
          op.emitOpError("mask index #" + (i + 1) + " out of range");
          return false;
        }
      }
      return InferredResultTypes.verify(op, List.<Type>of(inferResultType(v1, mask.length)), null);
    }
  
    /** A mask taking v1 (or v2) whole and in order is v1 (or v2). */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ShuffleOp shuffle = ShuffleOp.of(op);
      VectorType v1 = (VectorType) shuffle.v1().getType();
      VectorType v2 = (VectorType) shuffle.v2().getType();
      if (v1.getRank() == 0) {
        return false;
      }
      long[] mask = ((DenseArrayAttr) op.getAttr("mask")).asLongs();
      if (isStep(mask, 0, v1.getDimSize(0))) {
        results.add(OpFoldResult.of(shuffle.v1()));
        return true;
      }
      if (isStep(mask, v1.getDimSize(0), v2.getDimSize(0))) {
        results.add(OpFoldResult.of(shuffle.v2()));
        return true;
      }
      return false;
    }

    private static boolean isStep(long[] mask, long begin, long width) {
      if (mask.length != width) {
        return false;
      }
      for (int i = 0; i < mask.length; i++) {
        if (mask[i] != begin + i) {
          return false;
        }
      }
      return true;
    }
  }
}
