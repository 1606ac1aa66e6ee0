package jopt.dialects.cf;

import java.util.List;
import java.util.Set;
import jopt.dialects.arith.TypeUtil;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.MemoryEffects;

/** {@code cf.assert %c, "message"}: aborts with the message when the condition is false. */
public final class AssertOp extends OpDefinition implements MemoryEffects {
  public AssertOp() {
    super("cf.assert");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("msg");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return List.of(new Effect(Kind.WRITE, null));
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    OpAsmParser.UnresolvedOperand arg = parser.parseOperand();
    parser.parseComma();
    result.addAttribute("msg", new StringAttr(parser.parseString()));
    parser.parseOptionalAttrDict(result.attributes);
    result.addOperand(parser.resolveOperand(arg, TypeUtil.I1));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperand(op.getOperand(0)).print(", ").printAttribute(op.getAttr("msg"));
    AsmUtil.printAttrDict(p, op, Set.of("msg"));
  }

  @Override
  public boolean verify(Operation op) {
    if (!AsmUtil.requireAttr(op, "msg")) {
      return false;
    }
    if (!TypeUtil.I1.equals(op.getOperand(0).getType())) {
      op.emitOpError("operand #0 must be 1-bit signless integer, but got '"
          + AsmUtil.typeStr(op.getOperand(0).getType()) + "'");
      return false;
    }
    return true;
  }
}
