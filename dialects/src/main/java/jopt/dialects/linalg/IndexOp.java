package jopt.dialects.linalg;

import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** {@code linalg.index 0 : index}: the iteration index along a loop dimension. */
public final class IndexOp extends OpDefinition implements Traits.Pure {
  public IndexOp() {
    super("linalg.index");
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
    result.addAttribute("dim", OpUtils.i64Attr(parser.parseInteger()));
    parser.parseOptionalAttrDict(result.attributes);
    result.addType(parser.parseColonType());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').print(OpUtils.intValue(op.getAttr("dim")));
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("dim"));
    p.print(" : ").printType(op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    Operation parent = op.getParentOp();
    while (parent != null && !YieldOp.isLinalgOp(parent)) {
      parent = parent.getParentOp();
    }
    if (parent == null) {
      op.emitOpError("expected parent op with LinalgOp interface");
      return false;
    }
    List<jopt.ir.Attribute> iters = OpUtils.arrayElements(parent.getAttr("iterator_types"));
    Long dim = OpUtils.intValue(op.getAttr("dim"));
    if (iters != null && dim != null && dim >= iters.size()) {
      op.emitOpError("expected dim (" + dim + ") to be lower than the number of loops (" + iters.size()
          + ") of the enclosing LinalgOp");
      return false;
    }
    return true;
  }
}
