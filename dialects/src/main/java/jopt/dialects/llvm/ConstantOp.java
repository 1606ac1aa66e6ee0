package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;

/**
 * {@code llvm.mlir.constant(2 : i64) : i64}: a constant of any attribute ({@code (2)} parses
 * as {@code 2 : i64}, as the attribute parser types it). Constant like, folds to its value.
 */
public final class ConstantOp extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
  public static final String NAME = "llvm.mlir.constant";

  public ConstantOp() {
    super(NAME);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("value");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseLParen();
    result.addAttribute("value", p.parseAttribute());
    p.parseRParen();
    p.parseOptionalAttrDict(result.attributes);
    result.addType(p.parseColonType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print('(').printAttribute(op.getAttr("value")).print(')');
    LLVMAsm.printAttrDict(p, op, Set.of("value"));
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Attribute value = op.getAttr("value");
    if (value == null) {
      op.emitOpError("requires attribute 'value'");
      return false;
    }
    Type t = op.getResult(0).getType();
    if (!LLVMAsm.check(op, LLVMTypes.isCompatible(t), "result #0",
        "LLVM dialect-compatible type", t)) {
      return false;
    }
    if (value instanceof IntegerAttr && !(t instanceof IntegerType)) {
      op.emitOpError("expected integer type");
      return false;
    }
    if (value instanceof FloatAttr f) {
      if (!(t instanceof FloatType ft)) {
        op.emitOpError("expected float type");
        return false;
      }
      if (!ft.equals(f.getType())) {
        op.emitOpError("attribute and type have different float semantics");
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    Attribute value = op.getAttr("value");
    if (value == null) {
      return false;
    }
    results.add(OpFoldResult.of(value));
    return true;
  }
}
