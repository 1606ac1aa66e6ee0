package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;

/** {@code scf.yield}: returns values from scf.for/if/while/execute_region/index_switch regions. */
public final class YieldOp extends OpDefinition
    implements Traits.IsTerminator, Traits.ReturnLike, Traits.Pure, Traits.HasParent,
        RegionBranchTerminatorOpInterface {
  static final List<String> PARENTS =
      List.of("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while");

  public YieldOp() {
    super("scf.yield");
  }

  @Override
  public List<String> parentNames() {
    return PARENTS;
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

  @Override
  public boolean verify(Operation op) {
    return OpUtils.verifyParent(op, PARENTS);
  }

  @Override
  public List<Value> getSuccessorOperands(Operation op, Region successor) {
    return op.getOperands();
  }
}
