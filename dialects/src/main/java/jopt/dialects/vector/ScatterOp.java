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
 * vector.scatter: {@code %b[%i] [%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>,
 * vector<8xf32>}; the lanes the mask sets written at base + index; on a ranked tensor it returns
 * the updated tensor ({@code -> tensor<...>}).
 */
@Op
public final class ScatterOp extends ScatterOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.scatter")
      .summary("scatters elements from a vector into memory or ranked tensor as defined by an index vector and a "
          + "mask vector")
      .operand("base", VectorConstraints.TENSOR_OR_MEMREF)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .operand("indices", VectorConstraints.INT_OR_INDEX_VECTOR)
      .operand("mask", VectorConstraints.I1_VECTOR)
      .operand("valueToStore", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .optionalResult("result", VectorConstraints.RANKED_TENSOR)
      .format("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
          + "type($indices)  `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?")
      .build();

  ScatterOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; writes a memref base. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      int n = op.getNumOperands();
      Type baseType = ScatterOp.of(op).base().getType();
      VectorType indices = (VectorType) op.getOperand(n - 3).getType();
      VectorType mask = (VectorType) op.getOperand(n - 2).getType();
      VectorType value = (VectorType) op.getOperand(n - 1).getType();
      if (!(baseType instanceof MemRefType || baseType instanceof RankedTensorType)) {
        op.emitOpError("requires base to be a memref or ranked tensor type");
        return false;
      }
      ShapedType base = (ShapedType) baseType;
      if (!value.getElementType().equals(base.getElementType())) {
        op.emitOpError("base and valueToStore element type should match");
        return false;
      }
      if (!MemoryAccess.requiresIndices(op, n - 4, base)) {
        return false;
      }
      if (!MemoryAccess.sameShape(value, indices)) {
        op.emitOpError("expected valueToStore dim to match indices dim");
        return false;
      }
      if (!MemoryAccess.sameShape(value, mask)) {
        op.emitOpError("expected valueToStore dim to match mask dim");
        return false;
      }
      return true;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      ScatterOp scatter = ScatterOp.of(op);
      return scatter.base().getType() instanceof MemRefType ? List.of(new Effect(Kind.WRITE, scatter.base()))
          : List.of();
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MaskFormatFolder<>(SPEC, ScatterOp::of, ScatterOp::mask,
          null,
          (op, r) -> {
            if (op.getOperation().getNumResults() == 0) {
              r.eraseOp(op.getOperation());
            } else {
              r.replaceOp(op.getOperation(), List.of(op.base()));
            }
          }));
    }
  }
}
