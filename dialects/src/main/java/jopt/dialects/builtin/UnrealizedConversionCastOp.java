package jopt.dialects.builtin;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, index}. */
public final class UnrealizedConversionCastOp extends OpDefinition implements Traits.Pure {
  public UnrealizedConversionCastOp() {
    super("builtin.unrealized_conversion_cast");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    List<OpAsmParser.UnresolvedOperand> inputs = parser.parseOperandList();
    if (!inputs.isEmpty()) {
      List<Type> types = parser.parseColonTypeList();
      result.addOperands(parser.resolveOperands(inputs, types, loc));
    }
    parser.parseKeyword("to");
    result.addTypes(parser.parseTypeList());
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (op.getNumOperands() > 0) {
      p.print(" ").printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes());
    }
    p.print(" to ").printTypes(op.getResultTypes());
    AsmUtil.printAttrDict(p, op, Set.of());
  }
}
