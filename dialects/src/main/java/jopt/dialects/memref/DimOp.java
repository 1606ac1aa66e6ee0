package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dim: {@code attr-dict %source, %index : type}. */
public final class DimOp extends OpDefinition implements Traits.Pure {
  public DimOp() {
    super("memref.dim");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    UnresolvedOperand src = p.parseOperand();
    p.parseComma();
    UnresolvedOperand index = p.parseOperand();
    Type t = p.parseColonType();
    result.addOperand(p.resolveOperand(src, t));
    result.addOperand(p.resolveOperand(index, ShapedTypes.index()));
    result.addType(ShapedTypes.index());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Asm.printAttrDict(p, op);
    p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
    Asm.printColonType(p, op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Type t = op.getOperand(0).getType();
    if (!ShapedTypes.isAnyMemRef(t)) {
      op.emitOpError("operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got "
          + Asm.quote(t));
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "dim");
  }

  @Override
  public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
    return MemRefFolding.foldDim(op, operands, results);
  }
}
