package jopt.dialects.vector;

import jopt.ir.rewrite.RewritePatternSet;
import java.util.List;
import jopt.dialects.memref.MemRefFolding;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/**
 * vector.maskedstore: {@code %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>}; writes
 * the lanes the mask sets.
 */
@Op
public final class MaskedStoreOp extends MaskedStoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.maskedstore")
      .summary("stores elements from a vector into memory as defined by a mask vector")
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .operand("mask", VectorConstraints.I1_VECTOR)
      .operand("valueToStore", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .format("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
          + "type($valueToStore)")
      .memWrite("base")
      .build();

  MaskedStoreOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; writes its base; folds memref casts. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return MemoryAccess.verifyMasked(op, false);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MaskFormatFolder<>(SPEC, MaskedStoreOp::of, MaskedStoreOp::mask,
          (op, r) -> r.replaceOp(op.getOperation(), StoreOp.create(r, op.getLoc(), op.valueToStore(), op.base(),
          op.indices()).getOperation()),
          (op, r) -> r.eraseOp(op.getOperation())));
    }
  }
}
