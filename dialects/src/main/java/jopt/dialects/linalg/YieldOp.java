package jopt.dialects.linalg;

import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code linalg.yield %v : t}: returns one value per output from a structured op's body. */
public final class YieldOp extends OpDefinition implements Traits.IsTerminator, Traits.Pure, Traits.ReturnLike {
  public YieldOp() {
    super("linalg.yield");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    parser.parseOptionalAttrDict(result.attributes);
    OpUtils.parseOptionalOperandsAndTypes(parser, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    OpUtils.printOperandsAndTypes(p, op.getOperands());
  }

  static boolean isLinalgOp(Operation op) {
    return op != null && op.getDef() instanceof jopt.ir.interfaces.MemoryEffects
        && op.getName().startsWith("linalg.");
  }

  @Override
  public boolean verify(Operation op) {
    Operation parent = op.getParentOp();
    if (parent == null || parent.getNumRegions() != 1 || parent.getRegion(0).isEmpty()) {
      op.emitOpError("expected single non-empty parent region");
      return false;
    }
    if (!isLinalgOp(parent)) {
      op.emitOpError("expected parent op with LinalgOp interface");
      return false;
    }
    List<Value> outs = StructuredOps.outputs(parent);
    if (op.getNumOperands() != outs.size()) {
      op.emitOpError("expected number of yield values (" + op.getNumOperands()
          + ") to match the number of inits / outs operands of the enclosing LinalgOp (" + outs.size() + ")");
      return false;
    }
    for (int i = 0; i < outs.size(); i++) {
      Type elem = OpUtils.elementTypeOrSelf(outs.get(i).getType());
      Type t = op.getOperand(i).getType();
      if (!t.equals(elem)) {
        op.emitOpError("type of yield operand " + (i + 1) + " (" + OpUtils.str(t) + ") doesn't match the element type"
            + " of the enclosing linalg.generic op (" + OpUtils.str(elem) + ")");
        return false;
      }
    }
    return true;
  }
}
