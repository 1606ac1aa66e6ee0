package jopt.dialects.vector;

import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * vector.compressstore: {@code %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>}; the
 * lanes the mask sets written to consecutive elements.
 */
@Op
public final class CompressStoreOp extends CompressStoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.compressstore")
      .summary("writes elements selectively from a vector as defined by a mask")
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .operand("mask", VectorConstraints.FIXED_I1_VECTOR)
      .operand("valueToStore", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .format("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
          + "type($valueToStore)")
      .memWrite("base")
      .build();

  CompressStoreOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; writes its base. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      return MemoryAccess.verifyMasked(op, true);
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MaskFormatFolder<>(SPEC, CompressStoreOp::of, CompressStoreOp::mask,
          (op, r) -> r.replaceOp(op.getOperation(), StoreOp.create(r, op.getLoc(), op.valueToStore(), op.base(),
          op.indices()).getOperation()),
          (op, r) -> r.eraseOp(op.getOperation())));
    }
  }
}
