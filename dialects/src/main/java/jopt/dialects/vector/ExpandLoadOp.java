package jopt.dialects.vector;

import jopt.ir.rewrite.RewritePatternSet;
import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * vector.expandload: {@code %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into
 * vector<8xf32>}; consecutive elements spread into the lanes the mask sets.
 */
@Op
public final class ExpandLoadOp extends ExpandLoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.expandload")
      .summary("reads elements from memory and spreads them into a vector as defined by a mask")
      .operand("base", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .operand("mask", VectorConstraints.FIXED_I1_VECTOR)
      .operand("pass_thru", VectorConstraints.VECTOR_NON_0)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .format("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
          + "type($pass_thru) `into` type($result)")
      .memRead("base")
      .build();

  ExpandLoadOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's type checks; reads its base. */
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
      patterns.add(new MaskFormatFolder<>(SPEC, ExpandLoadOp::of, ExpandLoadOp::mask,
          (op, r) -> r.replaceOp(op.getOperation(), LoadOp.create(r, op.getLoc(), op.base(), op.indices(),
          op.result().getType()).getOperation()),
          (op, r) -> r.replaceOp(op.getOperation(), List.of(op.passThru()))));
    }
  }
}
