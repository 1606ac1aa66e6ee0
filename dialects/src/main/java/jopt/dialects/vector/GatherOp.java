package jopt.dialects.vector;

import jopt.ir.rewrite.RewritePatternSet;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * vector.gather: {@code %b[%i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>,
 * vector<8xf32> into vector<8xf32>}; the lanes the mask sets read at base + index, from a memref
 * or a ranked tensor.
 */
@Op
public final class GatherOp extends GatherOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.gather")
      .summary("Gathers elements from memory or ranked tensor into a vector as defined by an index vector and a "
          + "mask vector.")
      .operand("base", VectorConstraints.TENSOR_OR_MEMREF)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .operand("indices", VectorConstraints.INT_OR_INDEX_VECTOR)
      .operand("mask", VectorConstraints.I1_VECTOR)
      .operand("pass_thru", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .format("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
          + "type($indices)  `,` type($mask) `,` type($pass_thru) `into` type($result)")
      .build();

  GatherOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; reads a memref base; maskable by a mask of the index shape. */
  public static final class Def extends OpDefinition implements MemoryEffects, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      GatherOp gather = GatherOp.of(op);
      int n = op.getNumOperands();
      Type baseType = gather.base().getType();
      VectorType indices = (VectorType) op.getOperand(n - 3).getType();
      VectorType mask = (VectorType) op.getOperand(n - 2).getType();
      VectorType pass = (VectorType) op.getOperand(n - 1).getType();
      VectorType result = (VectorType) gather.result().getType();
      if (!(baseType instanceof MemRefType || baseType instanceof RankedTensorType)) {
        op.emitOpError("requires base to be a memref or ranked tensor type");
        return false;
      }
      ShapedType base = (ShapedType) baseType;
      if (!result.getElementType().equals(base.getElementType())) {
        op.emitOpError("base and result element type should match");
        return false;
      }
      if (!MemoryAccess.requiresIndices(op, n - 4, base)) {
        return false;
      }
      if (!MemoryAccess.sameShape(result, indices)) {
        op.emitOpError("expected result dim to match indices dim");
        return false;
      }
      if (!MemoryAccess.sameShape(result, mask)) {
        op.emitOpError("expected result dim to match mask dim");
        return false;
      }
      if (!result.equals(pass)) {
        op.emitOpError("expected pass_thru of same type as result type");
        return false;
      }
      return true;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      GatherOp gather = GatherOp.of(op);
      return gather.base().getType() instanceof MemRefType ? List.of(new Effect(Kind.READ, gather.base()))
          : List.of();
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return op.getNumOperands() >= 3 && op.getOperand(op.getNumOperands() - 3).getType() instanceof VectorType v
          ? VectorTypes.maskOf(v) : null;
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MaskFormatFolder<>(SPEC, GatherOp::of, GatherOp::mask,
          null,
          (op, r) -> r.replaceOp(op.getOperation(), List.of(op.passThru()))));
    }
  }
}
