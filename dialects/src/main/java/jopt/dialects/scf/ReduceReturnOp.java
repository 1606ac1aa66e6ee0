package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code scf.reduce.return %v : type}: ends a reduction region of scf.reduce. */
public final class ReduceReturnOp extends OpDefinition
    implements Traits.IsTerminator, Traits.Pure, Traits.HasParent {
  public ReduceReturnOp() {
    super("scf.reduce.return");
  }

  @Override
  public List<String> parentNames() {
    return List.of("scf.reduce");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var v = parser.parseOperand();
    parser.parseOptionalAttrDict(result.attributes);
    Type t = parser.parseColonType();
    result.addOperand(parser.resolveOperand(v, t));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    p.print(" : ").printType(op.getOperand(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifyParent(op, parentNames())) {
      return false;
    }
    Block b = op.getBlock();
    Type argType = b.getNumArguments() > 0 ? b.getArgument(0).getType() : null;
    Type t = op.getOperand(0).getType();
    if (argType != null && !argType.equals(t)) {
      op.emitOpError("must have type " + OpUtils.quoted(argType) + " (the type of the reduction inputs)");
      return false;
    }
    return true;
  }
}
