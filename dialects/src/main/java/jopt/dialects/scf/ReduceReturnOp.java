package jopt.dialects.scf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** scf.reduce.return: {@code %result attr-dict : type}; ends a combining region of scf.reduce. */
public final class ReduceReturnOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("scf.reduce.return")
      .summary("terminator for reduce operation")
      .operand("result", TypeConstraints.ANY)
      .format("$result attr-dict `:` type($result)")
      .build();

  private ReduceReturnOp(Operation op) {
    super(op);
  }

  public static ReduceReturnOp of(Operation op) {
    return new ReduceReturnOp(checked(op, SPEC));
  }

  /** Creates {@code scf.reduce.return result} at the builder's insertion point. */
  public static ReduceReturnOp create(Builder b, Location loc, Value result) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(result);
    return new ReduceReturnOp(b.create(st));
  }

  public Value result() {
    return getOperation().getOperand(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the declarative assembly and the check against the reduction's type. */
  public static final class Def extends OpDefinition implements Traits.HasParent, Traits.Pure, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(ReduceOp.SPEC.name());
    }




    /** The returned value has the type of the reduction's arguments (MLIR crashes on a block without). */
    @Override
    public boolean verify(Operation op) {
      Block b = op.getBlock();
      Type expected = b.getNumArguments() > 0 ? b.getArgument(0).getType() : null;
      if (expected != null && !expected.equals(op.getOperand(0).getType())) {
        return ScfTraits.fail(op, "must have type " + OpUtils.quoted(expected) + " (the type of the reduction inputs)");
      }
      return true;
    }
  }
}
