package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/** {@code scf.condition(%c) %args : types}: ends the "before" region of scf.while. */
public final class ConditionOp extends OpDefinition
    implements Traits.IsTerminator, Traits.Pure, Traits.HasParent, RegionBranchTerminatorOpInterface {
  public ConditionOp() {
    super("scf.condition");
  }

  @Override
  public List<String> parentNames() {
    return List.of("scf.while");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseLParen();
    var cond = parser.parseOperand();
    parser.parseRParen();
    result.addOperand(parser.resolveOperand(cond, OpUtils.i1()));
    parser.parseOptionalAttrDict(result.attributes);
    OpUtils.parseOptionalOperandsAndTypes(parser, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printOperand(op.getOperand(0)).print(')');
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    OpUtils.printOperandsAndTypes(p, op.getOperands(1, op.getNumOperands()));
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifyParent(op, parentNames())) {
      return false;
    }
    if (op.getNumOperands() < 1) {
      op.emitOpError("expected 1 or more operands, but found 0");
      return false;
    }
    if (!OpUtils.isI1(op.getOperand(0).getType())) {
      op.emitOpError("operand #0 must be 1-bit signless integer, but got "
          + OpUtils.quoted(op.getOperand(0).getType()));
      return false;
    }
    return true;
  }

  /** The values forwarded to the "after" region or to the parent's results. */
  @Override
  public List<Value> getSuccessorOperands(Operation op, Region successor) {
    return op.getOperands(1, op.getNumOperands());
  }
}
