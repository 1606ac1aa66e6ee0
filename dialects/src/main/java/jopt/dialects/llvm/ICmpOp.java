package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;

/**
 * {@code llvm.icmp "eq" %a, %b : i64}: integer (or pointer) comparison giving {@code i1}, or a
 * vector of {@code i1} for vector operands. The predicate is the {@code i64} property
 * {@code predicate} (eq = 0 ... uge = 9).
 */
public final class ICmpOp extends OpDefinition implements Traits.Pure {
  public static final String NAME = "llvm.icmp";

  /** LLVM::ICmpPredicate by value. */
  public static final List<String> PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge",
      "ult", "ule", "ugt", "uge");

  public ICmpOp() {
    super(NAME);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("predicate");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    SourceLoc predLoc = p.getCurrentLocation();
    String pred = p.parseString();
    int value = PREDICATES.indexOf(pred);
    if (value < 0) {
      throw p.emitError(predLoc, "'" + pred + "' is an incorrect value of the 'predicate' attribute");
    }
    result.addAttribute("predicate", LLVMAsm.i64(value));
    UnresolvedOperand lhs = p.parseOperand();
    p.parseComma();
    UnresolvedOperand rhs = p.parseOperand();
    p.parseOptionalAttrDict(result.attributes);
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(lhs, t));
    result.addOperand(p.resolveOperand(rhs, t));
    result.addType(LLVMTypes.boolLike(t));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int pred = (int) LLVMAsm.intValue(op.getAttr("predicate"), -1);
    p.print(" \"").print(pred >= 0 && pred < PREDICATES.size() ? PREDICATES.get(pred) : "?")
        .print("\" ").printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
    LLVMAsm.printAttrDict(p, op, Set.of("predicate"));
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  /**
   * MLIR's ICmpOp::fold, for eq and ne only: {@code x == x} is true, an alloca is never null,
   * and a null on the left is swapped to the right.
   */
  @Override
  public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
      List<jopt.ir.rewrite.OpFoldResult> results) {
    long pred = LLVMAsm.intValue(op.getAttr("predicate"), -1);
    if ((pred != 0 && pred != 1) || op.getNumOperands() != 2 || op.getNumResults() != 1) {
      return false;
    }
    Value lhs = op.getOperand(0);
    Value rhs = op.getOperand(1);
    if (lhs == rhs) {
      results.add(jopt.ir.rewrite.OpFoldResult.of(bool(op.getResult(0).getType(), pred == 0)));
      return true;
    }
    if (isDefinedBy(lhs, AllocaOp.NAME) && isDefinedBy(rhs, ZeroOp.ZERO)) {
      results.add(jopt.ir.rewrite.OpFoldResult.of(bool(op.getResult(0).getType(), pred == 1)));
      return true;
    }
    if (isDefinedBy(lhs, ZeroOp.ZERO) && isDefinedBy(rhs, AllocaOp.NAME)) {
      op.setOperand(0, rhs);
      op.setOperand(1, lhs);
      return true;
    }
    return false;
  }

  private static boolean isDefinedBy(Value v, String opName) {
    return v.getDefiningOp() != null && v.getDefiningOp().getName().equals(opName);
  }

  /** {@code true}/{@code false}, or a splat of it for a vector of i1. */
  private static jopt.ir.Attribute bool(Type t, boolean value) {
    if (t instanceof jopt.ir.type.VectorType v) {
      return jopt.ir.attr.DenseElementsAttr.getSplat(v, jopt.ir.attr.BoolAttr.get(value));
    }
    return jopt.ir.attr.BoolAttr.get(value);
  }

  @Override
  public boolean verify(Operation op) {
    long pred = LLVMAsm.intValue(op.getAttr("predicate"), -1);
    if (pred < 0 || pred >= PREDICATES.size()) {
      op.emitOpError("requires attribute 'predicate' (an i64 from 0 to 9)");
      return false;
    }
    if (op.getNumOperands() != 2 || op.getNumResults() != 1) {
      op.emitOpError("expected 2 operands and 1 result");
      return false;
    }
    Type t = op.getOperand(0).getType();
    if (!t.equals(op.getOperand(1).getType())) {
      op.emitOpError("failed to verify that all of {lhs, rhs} have same type");
      return false;
    }
    String summary = "signless integer or LLVM pointer type or LLVM dialect-compatible vector of "
        + "signless integer or LLVM pointer type";
    if (!LLVMAsm.check(op, LLVMTypes.isIntegerLike(t) || LLVMTypes.isPointerLike(t), "operand #0",
        summary, t)) {
      return false;
    }
    if (!op.getResult(0).getType().equals(LLVMTypes.boolLike(t))) {
      op.emitOpError("failed to verify that result type has i1 element type and same shape as "
          + "operands");
      return false;
    }
    return true;
  }
}
