package jopt.dialects.func;

import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.FlatSymbolRefAttr;

/** {@code %f = constant @fn : (i32) -> i32}: a function value. */
public final class ConstantOp extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
  public ConstantOp() {
    super("func.constant");
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
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseOptionalAttrDict(result.attributes);
    result.addAttribute("value", new FlatSymbolRefAttr(parser.parseSymbolName()));
    result.addType(parser.parseColonType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    AsmUtil.printAttrDict(p, op, Set.of("value"));
    p.print(" ").printAttribute(op.getAttr("value"));
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "f");
  }
}
