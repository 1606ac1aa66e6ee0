package jopt.dialects.func;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.type.FunctionType;

/** {@code %0 = call_indirect %f(%a) : (i32) -> i32}: calls a function value. */
public final class CallIndirectOp extends OpDefinition implements CallOpInterface {
  public CallIndirectOp() {
    super("func.call_indirect");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("arg_attrs", "res_attrs");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public String getCallee(Operation op) {
    return null;
  }

  @Override
  public List<Value> getArgOperands(Operation op) {
    return op.getOperands(1, op.getNumOperands());
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    OpAsmParser.UnresolvedOperand callee = parser.parseOperand();
    List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList(OpAsmParser.Delimiter.PAREN);
    parser.parseOptionalAttrDict(result.attributes);
    Type t = parser.parseColonType();
    if (!(t instanceof FunctionType ft)) {
      throw parser.emitError(loc, "expected function type");
    }
    result.addOperand(parser.resolveOperand(callee, ft));
    List<OpAsmParser.UnresolvedOperand> args = new ArrayList<>(operands);
    result.addOperands(parser.resolveOperands(args, ft.inputs(), loc));
    result.addTypes(ft.results());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperand(op.getOperand(0));
    p.print("(").printOperands(getArgOperands(op)).print(")");
    AsmUtil.printAttrDict(p, op, Set.of());
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!(op.getOperand(0).getType() instanceof FunctionType ft)) {
      op.emitOpError("operand #0 must be function type, but got '" + AsmUtil.typeStr(op.getOperand(0).getType())
          + "'");
      return false;
    }
    if (!ft.inputs().equals(op.getOperandTypes().subList(1, op.getNumOperands()))) {
      op.emitOpError("failed to verify that callee input types match argument types");
      return false;
    }
    if (!ft.results().equals(op.getResultTypes())) {
      op.emitOpError("failed to verify that callee result types match result types");
      return false;
    }
    return true;
  }
}
