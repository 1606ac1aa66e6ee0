package jopt.dialects.arith;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/**
 * The two-result integer ops: {@code %sum, %overflow = arith.addui_extended %a, %b : i32, i1} and
 * {@code %low, %high = arith.mulsi_extended %a, %b : i32} (also {@code mului_extended}).
 */
public final class ExtendedOp extends OpDefinition implements Traits.Pure {
  private final boolean add;

  private ExtendedOp(String name, boolean add) {
    super(name);
    this.add = add;
  }

  public static List<OpDefinition> all() {
    return List.of(new ExtendedOp("arith.addui_extended", true), new ExtendedOp("arith.mulsi_extended", false),
        new ExtendedOp("arith.mului_extended", false));
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    var lhs = parser.parseOperand();
    parser.parseComma();
    var rhs = parser.parseOperand();
    parser.parseOptionalAttrDict(result.attributes);
    Type type = parser.parseColonType();
    Type second = type;
    if (add) {
      parser.parseComma();
      second = parser.parseType();
    }
    result.addOperands(parser.resolveOperands(List.of(lhs, rhs), List.of(type, type), loc));
    result.addType(type);
    result.addType(second);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ").printOperands(op.getOperands());
    AsmUtil.printAttrDict(p, op, Set.of());
    p.print(" : ").printType(op.getResult(0).getType());
    if (add) {
      p.print(", ").printType(op.getResult(1).getType());
    }
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), add ? "sum" : "low");
    setName.accept(op.getResult(1), add ? "overflow" : "high");
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() != 2 || op.getNumResults() != 2) {
      op.emitOpError("expected 2 operands and 2 results");
      return false;
    }
    Type t = op.getOperand(0).getType();
    if (!TypeConstraint.SIGNLESS_INTEGER_LIKE.verify(op, "operand", 0, t)
        || !TypeConstraint.SIGNLESS_INTEGER_LIKE.verify(op, "operand", 1, op.getOperand(1).getType())) {
      return false;
    }
    Type second = op.getResult(1).getType();
    if (add && !TypeConstraint.BOOL_LIKE.verify(op, "result", 1, second)) {
      return false;
    }
    boolean same = op.getOperand(1).getType().equals(t) && op.getResult(0).getType().equals(t);
    if (!same || (!add && !second.equals(t))) {
      op.emitOpError(add ? "failed to verify that all of {lhs, rhs, sum} have same type"
          : "failed to verify that all of {lhs, rhs, low, high} have same type");
      return false;
    }
    if (add && !TypeUtil.sameShape(second, t)) {
      op.emitOpError("overflow type must have the same shape as the sum type");
      return false;
    }
    return true;
  }
}
