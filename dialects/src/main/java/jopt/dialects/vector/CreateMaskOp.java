package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Value;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/** vector.create_mask: {@code %a, %b : vector<4x3xi1>}; true below the given bound of each dim. */
@Op
public final class CreateMaskOp extends CreateMaskOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.create_mask")
      .summary("creates a vector mask")
      .variadicOperand("operands", TypeConstraints.INDEX)
      .result("result", VectorConstraints.I1_VECTOR_ANY_RANK)
      .format("$operands attr-dict `:` type(results)")
      .build();

  CreateMaskOp(Operation op) {
    super(op);
  }

  /** The definition: an operand per dimension; patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      VectorType type = (VectorType) CreateMaskOp.of(op).result().getType();
      if (type.getRank() == 0) {
        if (op.getNumOperands() != 1) {
          op.emitOpError("must specify exactly one operand for 0-D create_mask");
          return false;
        }
      } else if (op.getNumOperands() != type.getRank()) {
        op.emitOpError("must specify an operand for each result vector dimension");
        return false;
      }
      return true;
    }
  
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new CreateMaskFolder());
    }
  }

  /**
   * CreateMaskFolder: constant bounds (or a vscale multiple covering a scalable dim) make a
   * vector.constant_mask, clamped, all zeros when one is.
   */
  static final class CreateMaskFolder extends OpRewritePattern<CreateMaskOp> {
    CreateMaskFolder() {
      super(SPEC, CreateMaskOp::of);
    }

    @Override
    public boolean matchAndRewrite(CreateMaskOp op, PatternRewriter rewriter) {
      VectorType type = (VectorType) op.result().getType();
      long[] shape = type.getRank() == 0 ? new long[] {1} : type.getShape();
      boolean[] scalable = type.getRank() == 0 ? new boolean[] {false} : type.scalableDims();
      java.util.List<Value> operands = op.operands();
      long[] dims = new long[operands.size()];
      for (int i = 0; i < dims.length; i++) {
        Long c = OpFoldResult.getConstantIntValue(operands.get(i));
        Long vscale = c == null ? vscaleMultiplier(operands.get(i)) : null;
        if (c != null) {
          if (scalable[i] && c >= 0) {
            return false;
          }
          dims[i] = c;
        } else if (vscale != null) {
          if (vscale < shape[i]) {
            return false;
          }
          dims[i] = vscale;
        } else {
          return false;
        }
      }
      boolean anyZero = false;
      for (int i = 0; i < dims.length; i++) {
        dims[i] = Math.max(0, Math.min(dims[i], shape[i]));
        anyZero |= dims[i] == 0;
      }
      if (anyZero) {
        java.util.Arrays.fill(dims, 0);
      }
      rewriter.replaceOp(op.getOperation(),
          ConstantMaskOp.create(rewriter, op.getLoc(), DenseArrayAttr.i64(dims), type).getOperation());
      return true;
    }

    /** getConstantVscaleMultiplier: N for vector.vscale times the constant N, 1 for vector.vscale. */
    private static Long vscaleMultiplier(Value v) {
      jopt.ir.Operation def = v.getDefiningOp();
      if (def == null) {
        return null;
      }
      if (VectorScaleOp.isa(def)) {
        return 1L;
      }
      if (!def.getName().equals("arith.muli")) {
        return null;
      }
      for (int k = 0; k < 2; k++) {
        jopt.ir.Operation side = def.getOperand(k).getDefiningOp();
        if (side != null && VectorScaleOp.isa(side)) {
          return OpFoldResult.getConstantIntValue(def.getOperand(1 - k));
        }
      }
      return null;
    }
  }
}
