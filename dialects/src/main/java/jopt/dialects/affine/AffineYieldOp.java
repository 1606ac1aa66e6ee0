package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * affine.yield: {@code attr-dict (%values : types)?}; ends the regions of affine.for, affine.if
 * and affine.parallel, implicit when it yields nothing.
 */
@Op
public final class AffineYieldOp extends AffineYieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.yield")
      .summary("Yield values to parent operation")
      .variadicOperand("operands", TypeConstraints.ANY)
      .format("attr-dict ($operands^ `:` type($operands))?")
      .build();

  AffineYieldOp(Operation op) {
    super(op);
  }

  /** The definition: a pure terminator whose operands go to the parent's successor; MLIR's count and type checks. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.IsTerminator, Traits.ReturnLike,
      Traits.HasParent, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("affine.for", "affine.if", "affine.parallel");
    }

    @Override
    public boolean verify(Operation op) {
      Operation parent = op.getParentOp();
      List<jopt.ir.OpResult> results = parent.getResults();
      if (op.getNumOperands() != results.size()) {
        op.emitOpError("parent of yield must have same number of results as the yield operands");
        return false;
      }
      for (int i = 0; i < results.size(); i++) {
        if (!op.getOperand(i).getType().equals(results.get(i).getType())) {
          op.emitOpError("types mismatch between yield op and its parent");
          return false;
        }
      }
      return true;
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
