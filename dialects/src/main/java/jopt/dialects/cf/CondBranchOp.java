package jopt.dialects.cf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * {@code cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2}: operands are [condition,
 * true..., false...], split by {@code operandSegmentSizes}.
 */
@Op
public final class CondBranchOp extends CondBranchOpBase {
  public static final OpSpec SPEC = OpSpec.op("cf.cond_br")
      .summary("Conditional branch operation")
      .operand("condition", TypeConstraints.I1)
      .variadicOperand("trueDestOperands", TypeConstraints.ANY)
      .variadicOperand("falseDestOperands", TypeConstraints.ANY)
      .optionalAttr("branch_weights", AttrConstraints.DENSE_I32_ARRAY)
      .successor("trueDest")
      .successor("falseDest")
      .attrSizedOperandSegments()
      .format("$condition (`weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
      .build();

  CondBranchOp(Operation op) {
    super(op);
  }

  public static CondBranchOp create(Builder b, Location loc, Value condition, Block trueDest,
      List<? extends Value> trueOperands, Block falseDest, List<? extends Value> falseOperands) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(condition).addOperands(trueOperands).addOperands(falseOperands);
    st.addSuccessor(trueDest).addSuccessor(falseDest);
    OpSpec.setOperandSegmentSizes(st, 1, trueOperands.size(), falseOperands.size());
    return new CondBranchOp(b.create(st));
  }

  /** The definition: custom form, successor operand and branch weight checks. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.IsTerminator,
      BranchOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public int getSuccessorOperandStart(Operation op, int succ) {
      return succ == 0 ? 1 : 1 + segments(op)[1];
    }

    @Override
    public int getSuccessorOperandCount(Operation op, int succ) {
      return segments(op)[succ + 1];
    }

    @Override
    public void eraseSuccessorOperand(Operation op, int succ, int index) {
      op.eraseOperand(getSuccessorOperandStart(op, succ) + index);
      int[] seg = segments(op);
      seg[succ + 1]--;
      op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, jopt.ir.attr.DenseArrayAttr.i32(seg));
    }

    private static int[] segments(Operation op) {
      return ((jopt.ir.attr.DenseArrayAttr) op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES)).asIntArray();
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new CfCanonicalization.SimplifyConstCondBranchPred());
      patterns.add(new CfCanonicalization.SimplifyPassThroughCondBranch());
      patterns.add(new CfCanonicalization.SimplifyCondBranchIdenticalSuccessors());
      patterns.add(new CfCanonicalization.SimplifyCondBranchFromCondBranchOnSameCondition());
      patterns.add(new CfCanonicalization.CondBranchTruthPropagation());
    }

    @Override
    public void setSuccessorOperands(Operation op, int index, List<? extends Value> operands) {
      CondBranchOp v = of(op);
      int t = v.trueDestOperands().size();
      int f = v.falseDestOperands().size();
      op.setOperands(getSuccessorOperandStart(op, index), index == 0 ? t : f, operands);
      op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(
          new int[] {1, index == 0 ? operands.size() : t, index == 1 ? operands.size() : f}));
    }




    /** BranchOpInterface, then WeightedBranchOpInterface. */
    @Override
    public boolean verify(Operation op) {
      CondBranchOp v = of(op);
      return BranchUtil.verifySuccessorOperands(op, 0, v.trueDestOperands())
          && BranchUtil.verifySuccessorOperands(op, 1, v.falseDestOperands())
          && BranchUtil.verifyBranchWeights(op, v.branchWeightsAttr());
    }
  }
}
