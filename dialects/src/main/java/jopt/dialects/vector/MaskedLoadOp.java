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
 * vector.maskedload: {@code %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into
 * vector<8xf32>}; reads the lanes the mask sets, the pass-through elsewhere.
 */
@Op
public final class MaskedLoadOp extends MaskedLoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.maskedload")
      .summary("loads elements from memory into a vector as defined by a mask vector")
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .operand("mask", VectorConstraints.I1_VECTOR)
      .operand("pass_thru", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .format("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
          + "type($pass_thru) `into` type($result)")
      .memRead("base")
      .build();

  MaskedLoadOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; reads its base; folds memref casts. */
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
      patterns.add(new MaskFormatFolder<>(SPEC, MaskedLoadOp::of, MaskedLoadOp::mask,
          (op, r) -> r.replaceOp(op.getOperation(), LoadOp.create(r, op.getLoc(), op.base(), op.indices(),
          op.result().getType()).getOperation()),
          (op, r) -> r.replaceOp(op.getOperation(), List.of(op.passThru()))));
    }
  }
}
