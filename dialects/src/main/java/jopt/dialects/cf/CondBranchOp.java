package jopt.dialects.cf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.arith.TypeUtil;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;

/** {@code cf.cond_br %c, ^bb1(%a : i32), ^bb2}: operands are [condition, true..., false...]. */
public final class CondBranchOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.AttrSizedOperandSegments {
  public CondBranchOp() {
    super("cf.cond_br");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    OpAsmParser.UnresolvedOperand cond = parser.parseOperand();
    parser.parseComma();
    List<Value> trueOps = new ArrayList<>();
    result.addSuccessor(parser.parseSuccessorAndUseList(trueOps));
    parser.parseComma();
    List<Value> falseOps = new ArrayList<>();
    result.addSuccessor(parser.parseSuccessorAndUseList(falseOps));
    parser.parseOptionalAttrDict(result.attributes);
    result.addOperand(parser.resolveOperand(cond, TypeUtil.I1));
    result.addOperands(trueOps);
    result.addOperands(falseOps);
    result.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(new int[] {1, trueOps.size(), falseOps.size()}));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int[] s = BranchUtil.segments(op, 3);
    p.print(" ").printOperand(op.getOperand(0)).print(", ");
    p.printSuccessorAndUseList(op.getSuccessor(0), op.getOperands(1, 1 + s[1])).print(", ");
    p.printSuccessorAndUseList(op.getSuccessor(1), op.getOperands(1 + s[1], op.getNumOperands()));
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
  }

  @Override
  public boolean verify(Operation op) {
    int[] s = BranchUtil.segments(op, 3);
    if (s == null) {
      return BranchUtil.badSegments(op, 3);
    }
    if (!TypeUtil.I1.equals(op.getOperand(0).getType())) {
      op.emitOpError("operand #0 must be 1-bit signless integer, but got '"
          + AsmUtil.typeStr(op.getOperand(0).getType()) + "'");
      return false;
    }
    return BranchUtil.verifySuccessorOperands(op, 0, op.getOperands(1, 1 + s[1]))
        && BranchUtil.verifySuccessorOperands(op, 1, op.getOperands(1 + s[1], op.getNumOperands()));
  }
}
