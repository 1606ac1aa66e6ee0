package jopt.dialects.scf;

import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * scf.forall.in_parallel: {@code {...}}; terminates the body of scf.forall, holding the parallel
 * insertions (tensor.parallel_insert_slice) into its shared outputs.
 */
@Op
public final class InParallelOp extends InParallelOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.forall.in_parallel")
      .summary("terminates a `forall` block")
      .region("region", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  /** The ops that may stand in the region (MLIR's ParallelCombiningOpInterface). */
  private static final String PARALLEL_INSERT_SLICE = "tensor.parallel_insert_slice";

  InParallelOp(Operation op) {
    super(op);
  }

  /** Creates {@code scf.forall.in_parallel {}} (one empty block) at the builder's insertion point. */
  public static InParallelOp create(Builder b, Location loc) {
    return new InParallelOp(b.insert(build(b.getContext(), loc)));
  }

  /** A new, unlinked {@code scf.forall.in_parallel {}}. */
  static Operation build(MLIRContext ctx, Location loc) {
    OperationState st = SPEC.newState(loc);
    st.addRegion().emplaceBlock();
    return Operation.create(ctx, st);
  }

  /** The ops in the region, each yielding into one shared output. */
  public List<Operation> yieldingOps() {
    return region().front().getOpList();
  }

  /** The definition: custom assembly and MLIR's check of the ops in the region. */
  public static final class Def extends OpDefinition
      implements Traits.Pure, Traits.IsTerminator, Traits.HasParent, Traits.NoTerminator, Traits.SingleBlock,
          Traits.HasOnlyGraphRegion, RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(ForallOp.SPEC.name());
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      Region r = result.addRegion();
      p.parseRegion(r, List.of());
      if (r.isEmpty()) {
        r.emplaceBlock();
      }
      p.parseOptionalAttrDict(result.attributes);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printRegion(op.getRegion(0), false, false, false);
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of());
    }

    @Override
    public boolean verify(Operation op) {
      ForallOp forall = ForallOp.of(op.getParentOp());
      Block body = forall.body();
      int rank = forall.rank();
      for (Operation o = op.getRegion(0).front().getFirstOp(); o != null; o = o.getNextNode()) {
        if (!o.getName().equals(PARALLEL_INSERT_SLICE)) {
          return ScfTraits.fail(op, "expected only ParallelCombiningOpInterface ops");
        }
        Value dest = o.getNumOperands() > 1 ? o.getOperand(1) : null;
        boolean isOut = dest instanceof jopt.ir.BlockArgument a && a.getOwner() == body
            && a.getArgNumber() >= rank;
        if (!isOut) {
          o.emitOpError("may only insert into an output block argument");
          return false;
        }
      }
      return true;
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return List.of();
    }
  }
}
