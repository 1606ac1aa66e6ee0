package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
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
@Op
public final class ICmpOp extends ICmpOpBase {
  public static final String NAME = "llvm.icmp";

  /** LLVM::ICmpPredicate by value. */
  public static final List<String> PREDICATES = List.of("eq", "ne", "slt", "sle", "sgt", "sge",
      "ult", "ule", "ugt", "uge");

  public static final OpSpec SPEC = OpSpec.op("llvm.icmp")
      .summary("LLVM dialect 'icmp' operation")
      .attr("predicate", LLVMConstraints.ICMP_PREDICATE)
      .operand("lhs", LLVMConstraints.INTEGER_OR_POINTER_LIKE)
      .operand("rhs", LLVMConstraints.INTEGER_OR_POINTER_LIKE)
      .result("res", LLVMConstraints.I1_LIKE)
      .predicate("result type has i1 element type and same shape as operands",
          op -> ICmpOp.of(op).res().getType().equals(LLVMTypes.boolLike(ICmpOp.of(op).lhs().getType())))
      .build();

  ICmpOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.icmp "predicate" lhs, rhs}; the result is i1 (or a vector of i1). */
  public static ICmpOp create(Builder b, Location loc, String predicate, Value lhs, Value rhs) {
    return new ICmpOp(b.create(LLVMOps.icmp(loc, predicate, lhs, rhs)));
  }

  /** The predicate's keyword ({@code "eq"}, ...). */
  public String predicate() {
    return PREDICATES.get((int) LLVMAsm.intValue(attr("predicate"), 0));
  }

  /** The definition: the quoted-predicate form and ICmpOp::fold. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.SameTypeOperands {
    public Def() {
      super(SPEC);
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
      ICmpOp iCmp = ICmpOp.of(op);
      int pred = (int) LLVMAsm.intValue(op.getAttr("predicate"), -1);
      p.print(" \"").print(pred >= 0 && pred < PREDICATES.size() ? PREDICATES.get(pred) : "?")
          .print("\" ").printOperand(iCmp.lhs()).print(", ").printOperand(iCmp.rhs());
      LLVMAsm.printAttrDict(p, op, Set.of("predicate"));
      p.print(" : ").printType(iCmp.lhs().getType());
    }

    /**
     * MLIR's ICmpOp::fold, for eq and ne only: {@code x == x} is true, an alloca is never null,
     * and a null on the left is swapped to the right.
     */
    @Override
    public boolean fold(Operation op, List<jopt.ir.Attribute> operands,
        List<jopt.ir.rewrite.OpFoldResult> results) {
      ICmpOp iCmp = ICmpOp.of(op);
      long pred = LLVMAsm.intValue(op.getAttr("predicate"), -1);
      if ((pred != 0 && pred != 1) || op.getNumOperands() != 2 || op.getNumResults() != 1) {
        return false;
      }
      Value lhs = iCmp.lhs();
      Value rhs = iCmp.rhs();
      if (lhs == rhs) {
        results.add(jopt.ir.rewrite.OpFoldResult.of(bool(iCmp.res().getType(), pred == 0)));
        return true;
      }
      if (isDefinedBy(lhs, AllocaOp.NAME) && isDefinedBy(rhs, ZeroOp.ZERO)) {
        results.add(jopt.ir.rewrite.OpFoldResult.of(bool(iCmp.res().getType(), pred == 1)));
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
  }
}
