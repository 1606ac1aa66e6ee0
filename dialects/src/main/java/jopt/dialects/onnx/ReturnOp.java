package jopt.dialects.onnx;

import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.func.FuncOp;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.type.FunctionType;

/** {@code onnx.Return %a, %b : t1, t2}: ONNX-MLIR's terminator of a graph function. */
public final class ReturnOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike {
  public ReturnOp() {
    super("onnx.Return");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    var loc = p.getCurrentLocation();
    p.parseOptionalAttrDict(result.attributes);
    List<OpAsmParser.UnresolvedOperand> operands = p.parseOperandList();
    if (!operands.isEmpty()) {
      result.addOperands(p.resolveOperands(operands, p.parseColonTypeList(), loc));
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
    Operation func = op.getParentOp();
    if (func == null || !func.getName().equals(FuncOp.NAME)) {
      op.emitOpError("expects parent op 'func.func'");
      return false;
    }
    FunctionType type = FuncOp.getFunctionType(func);
    if (type == null) {
      return true;
    }
    List<Type> results = type.results();
    if (results.size() != op.getNumOperands()) {
      op.emitOpError("has " + op.getNumOperands() + " operands, but enclosing function (@"
          + name(func) + ") returns " + results.size());
      return false;
    }
    for (int i = 0; i < results.size(); i++) {
      if (!results.get(i).equals(op.getOperand(i).getType())) {
        op.emitOpError("type of return operand " + i + " (" + op.getOperand(i).getType()
            + ") doesn't match function result type (" + results.get(i) + ") in function @"
            + name(func));
        return false;
      }
    }
    return true;
  }

  private static String name(Operation func) {
    return func.getAttr("sym_name") instanceof jopt.ir.attr.StringAttr s ? s.value() : "?";
  }
}
