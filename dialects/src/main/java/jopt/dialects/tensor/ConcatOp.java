package jopt.dialects.tensor;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code tensor.concat dim(0) %a, %b : (A, B) -> R}. */
public final class ConcatOp extends OpDefinition implements Traits.Pure {
  public ConcatOp() {
    super("tensor.concat");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("dim");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseKeyword("dim");
    parser.parseLParen();
    result.addAttribute("dim", OpUtils.i64Attr(parser.parseInteger()));
    parser.parseRParen();
    var loc = parser.getCurrentLocation();
    var inputs = parser.parseOperandList();
    parser.parseOptionalAttrDict(result.attributes);
    parser.parseColon();
    Type fn = parser.parseType();
    if (!OpUtils.isFunctionType(fn)) {
      throw parser.emitError(loc, "expected function type");
    }
    result.addOperands(parser.resolveOperands(inputs, OpUtils.functionInputs(fn), loc));
    result.addTypes(OpUtils.functionResults(fn));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" dim(").print(OpUtils.intValue(op.getAttr("dim"))).print(") ").printOperands(op.getOperands());
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("dim"));
    p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    if (op.getNumOperands() == 0) {
      op.emitOpError("requires at least one input");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "concat");
  }
}
