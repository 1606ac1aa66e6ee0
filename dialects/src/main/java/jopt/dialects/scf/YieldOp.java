package jopt.dialects.scf;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RegionBranchTerminatorOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * scf.yield: returns values from the regions
 * of scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch.
 */
@Op
public final class YieldOp extends YieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.yield")
      .summary("loop yield and termination operation")
      .variadicOperand("results", TypeConstraints.ANY)
      .format("attr-dict ($results^ `:` type($results))?")
      .build();

  static final List<String> PARENTS =
      List.of("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while");

  YieldOp(Operation op) {
    super(op);
  }

  /** Creates {@code scf.yield values} at the builder's insertion point. */
  public static YieldOp create(Builder b, Location loc, List<? extends Value> values) {
    return new YieldOp(b.insert(build(b.getContext(), loc, values)));
  }

  /** A new, unlinked {@code scf.yield values}. */
  static Operation build(MLIRContext ctx, Location loc, List<? extends Value> values) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(values);
    return Operation.create(ctx, st);
  }

  /** The definition: a pure terminator whose operands go to the parent's successor. */
  public static final class Def extends OpDefinition
      implements Traits.IsTerminator, Traits.ReturnLike, Traits.Pure, Traits.HasParent,
          RegionBranchTerminatorOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return PARENTS;
    }

    @Override
    public List<Value> getSuccessorOperands(Operation op, Region successor) {
      return op.getOperands();
    }
  }
}
