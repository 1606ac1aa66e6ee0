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

/** {@code scf.forall.in_parallel {...}}: terminator of scf.forall holding parallel insertions. */
public final class InParallelOp extends OpDefinition
    implements Traits.IsTerminator, Traits.Pure, Traits.SingleBlock, Traits.NoTerminator, Traits.HasParent,
        RegionBranchTerminatorOpInterface {
  public InParallelOp() {
    super("scf.forall.in_parallel");
  }

  @Override
  public List<String> parentNames() {
    return List.of("scf.forall");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    Region r = result.addRegion();
    parser.parseRegion(r, List.of());
    if (r.isEmpty()) {
      r.emplaceBlock();
    }
    parser.parseOptionalAttrDict(result.attributes);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ');
    p.printRegion(op.getRegion(0), false, false, false);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifyParent(op, parentNames())) {
      return false;
    }
    Region r = op.getRegion(0);
    if (r.getBlocks().size() != 1) {
      op.emitOpError("region #0 ('region') failed to verify constraint: region with 1 blocks");
      return false;
    }
    return true;
  }

  @Override
  public List<Value> getSuccessorOperands(Operation op, Region successor) {
    return List.of();
  }
}
