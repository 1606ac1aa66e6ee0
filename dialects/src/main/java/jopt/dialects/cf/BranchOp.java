package jopt.dialects.cf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code cf.br ^bb1(%a : i32)}: an unconditional branch. */
public final class BranchOp extends OpDefinition implements Traits.Pure, Traits.IsTerminator {
  public BranchOp() {
    super("cf.br");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    List<Value> operands = new ArrayList<>();
    result.addSuccessor(parser.parseSuccessorAndUseList(operands));
    result.addOperands(operands);
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printSuccessorAndUseList(op.getSuccessor(0), op.getOperands());
    AsmUtil.printAttrDict(p, op, Set.of());
  }

  @Override
  public boolean verify(Operation op) {
    return BranchUtil.verifySuccessorOperands(op, 0, op.getOperands());
  }
}
