package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.BoolAttr;
import jopt.ir.rewrite.OpFoldResult;

/** {@code arith.select %c, %a, %b : i32}; a vector/tensor condition prints its type first. */
public final class SelectOp extends OpDefinition implements Traits.Pure {
  public SelectOp() {
    super("arith.select");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    List<OpAsmParser.UnresolvedOperand> ops = new ArrayList<>();
    ops.add(parser.parseOperand());
    parser.parseComma();
    ops.add(parser.parseOperand());
    parser.parseComma();
    ops.add(parser.parseOperand());
    parser.parseOptionalAttrDict(result.attributes);
    Type condType = TypeUtil.I1;
    Type type = parser.parseColonType();
    if (parser.parseOptionalComma()) {
      condType = type;
      type = parser.parseType();
    }
    result.addOperands(parser.resolveOperands(ops, List.of(condType, type, type), loc));
    result.addType(type);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperands(op.getOperands());
    AsmUtil.printAttrDict(p, op, Set.of());
    p.print(" : ");
    Type cond = op.getOperand(0).getType();
    if (TypeUtil.isContainer(cond)) {
      p.printType(cond).print(", ");
    }
    p.printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!TypeConstraint.BOOL_LIKE.verify(op, "operand", 0, op.getOperand(0).getType())) {
      return false;
    }
    Type t = op.getResult(0).getType();
    if (!op.getOperand(1).getType().equals(t) || !op.getOperand(2).getType().equals(t)) {
      op.emitOpError("failed to verify that all of {true_value, false_value, result} have same type");
      return false;
    }
    Type cond = op.getOperand(0).getType();
    if (!cond.equals(TypeUtil.I1) && !cond.equals(TypeUtil.withElementType(t, TypeUtil.I1))) {
      op.emitOpError("failed to verify that condition is signless i1 or has matching shape");
      return false;
    }
    return true;
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    Value t = op.getOperand(1);
    Value f = op.getOperand(2);
    if (t == f) {
      results.add(OpFoldResult.of(t));
      return true;
    }
    if (operands.get(0) instanceof BoolAttr c) {
      results.add(OpFoldResult.of(c.value() ? t : f));
      return true;
    }
    // select %c, true, false -> %c
    if (op.getResult(0).getType().equals(op.getOperand(0).getType())
        && operands.get(1) instanceof BoolAttr tv && tv.value()
        && operands.get(2) instanceof BoolAttr fv && !fv.value()) {
      results.add(OpFoldResult.of(op.getOperand(0)));
      return true;
    }
    return false;
  }
}
