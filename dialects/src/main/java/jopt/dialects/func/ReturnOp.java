package jopt.dialects.func;

import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FunctionType;

/** {@code return %a, %b : i32, f32}: returns from the enclosing func.func. */
public final class ReturnOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike, Traits.HasParent {
  public ReturnOp() {
    super("func.return");
  }

  @Override
  public List<String> parentNames() {
    return List.of(FuncOp.NAME);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    parser.parseOptionalAttrDict(result.attributes);
    List<OpAsmParser.UnresolvedOperand> operands = parser.parseOperandList();
    if (!operands.isEmpty()) {
      List<Type> types = parser.parseColonTypeList();
      result.addOperands(parser.resolveOperands(operands, types, loc));
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    AsmUtil.printAttrDict(p, op, Set.of());
    if (op.getNumOperands() > 0) {
      p.print(" ").printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes());
    }
  }

  @Override
  public boolean verify(Operation op) {
    if (!AsmUtil.verifyParent(op, FuncOp.NAME)) {
      return false;
    }
    Operation func = op.getParentOp();
    FunctionType type = FuncOp.getFunctionType(func);
    if (type == null) {
      return true;
    }
    String name = func.getAttr("sym_name") instanceof StringAttr s ? s.value() : "";
    List<Type> results = type.results();
    if (op.getNumOperands() != results.size()) {
      op.emitOpError("has " + op.getNumOperands() + " operands, but enclosing function (@" + name + ") returns "
          + results.size());
      return false;
    }
    for (int i = 0; i < results.size(); i++) {
      Type t = op.getOperand(i).getType();
      if (!t.equals(results.get(i))) {
        op.emitError("type of return operand " + i + " ('" + AsmUtil.typeStr(t)
            + "') doesn't match function result type ('" + AsmUtil.typeStr(results.get(i)) + "') in function @"
            + name);
        return false;
      }
    }
    return true;
  }
}
