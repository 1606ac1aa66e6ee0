package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.reduce: {@code (%a, %b : t1, t2) {region}, {region} attr-dict}; terminates the body of
 * scf.parallel with one value and one combining region per reduction.
 */
@Op
public final class ReduceOp extends ReduceOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.reduce")
      .summary("reduce operation for scf.parallel")
      .variadicOperand("operands", TypeConstraints.ANY)
      .variadicRegion("reductions", RegionDef.Blocks.EXACTLY_ONE)
      .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")
      .build();

  ReduceOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code scf.reduce(operands)} with one region per operand, each a block of two
   * arguments of the operand's type for the caller to fill (ending in scf.reduce.return).
   */
  public static ReduceOp create(Builder b, Location loc, List<? extends Value> operands) {
    return new ReduceOp(b.insert(build(b.getContext(), loc, operands)));
  }

  /** A new, unlinked scf.reduce of {@code operands}. */
  static Operation build(MLIRContext ctx, Location loc, List<? extends Value> operands) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(operands);
    for (Value v : operands) {
      Block b = st.addRegion().emplaceBlock();
      b.addArgument(v.getType(), loc);
      b.addArgument(v.getType(), loc);
    }
    return Operation.create(ctx, st);
  }

  /** The definition: the declarative assembly and MLIR's checks of the reduction regions. */
  public static final class Def extends OpDefinition
      implements Traits.IsTerminator, Traits.HasParent, Traits.HasRecursiveMemoryEffects,
          RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(ParallelOp.SPEC.name());
    }




    @Override
    public boolean verifyRegions(Operation op) {
      if (op.getNumRegions() != op.getNumOperands()) {
        return ScfTraits.fail(op, "expects number of reduction regions: " + op.getNumRegions()
            + " to be the same as number of reduction operands: " + op.getNumOperands());
      }
      for (int i = 0; i < op.getNumRegions(); i++) {
        Type type = op.getOperand(i).getType();
        Block block = op.getRegion(i).front();
        if (block.isEmpty()) {
          return ScfTraits.fail(op, i + "-th reduction has an empty body");
        }
        boolean ok = block.getNumArguments() == 2;
        for (Value a : block.getArguments()) {
          ok &= a.getType().equals(type);
        }
        if (!ok) {
          return ScfTraits.fail(op, "expected two block arguments with type " + OpUtils.quoted(type)
              + " in the " + i + "-th reduction region");
        }
        if (!block.getLastOp().getName().equals(ReduceReturnOp.SPEC.name())) {
          return ScfTraits.fail(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
        }
      }
      return true;
    }

    /** No values are forwarded: the parallel loop's results come from the combining regions. */
    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return new ArrayList<>();
    }
  }
}
