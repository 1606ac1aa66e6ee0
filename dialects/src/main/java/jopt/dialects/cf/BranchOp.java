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
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** {@code cf.br ^bb1(%a : i32)}: an unconditional branch; its operands go to the successor. */
@Op
public final class BranchOp extends BranchOpBase {
  public static final OpSpec SPEC = OpSpec.op("cf.br")
      .summary("Branch operation")
      .variadicOperand("destOperands", TypeConstraints.ANY)
      .successor("dest")
      .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
      .build();

  BranchOp(Operation op) {
    super(op);
  }

  public static BranchOp create(Builder b, Location loc, Block dest, List<? extends Value> destOperands) {
    OperationState st = SPEC.newState(loc);
    st.addSuccessor(dest);
    st.addOperands(destOperands);
    return new BranchOp(b.create(st));
  }

  /** The definition: custom form and the successor operand check (BranchOpInterface). */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.IsTerminator,
      BranchOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public int getSuccessorOperandStart(Operation op, int succ) {
      return 0;
    }

    @Override
    public int getSuccessorOperandCount(Operation op, int succ) {
      return op.getNumOperands();
    }

    @Override
    public void eraseSuccessorOperand(Operation op, int succ, int index) {
      op.eraseOperand(index);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new CfCanonicalization.SimplifyBranch());
    }

    @Override
    public void setSuccessorOperands(Operation op, int index, List<? extends Value> operands) {
      op.setOperands(0, op.getNumOperands(), operands);
    }




    @Override
    public boolean verify(Operation op) {
      return BranchUtil.verifySuccessorOperands(op, 0, op.getOperands());
    }
  }
}
