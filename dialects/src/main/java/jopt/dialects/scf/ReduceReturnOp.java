package jopt.dialects.scf;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** scf.reduce.return: {@code %result attr-dict : type}; ends a combining region of scf.reduce. */
@Op
public final class ReduceReturnOp extends ReduceReturnOpBase {
  public static final OpSpec SPEC = OpSpec.op("scf.reduce.return")
      .summary("terminator for reduce operation")
      .operand("result", TypeConstraints.ANY)
      .format("$result attr-dict `:` type($result)")
      .build();

  ReduceReturnOp(Operation op) {
    super(op);
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
      if (expected != null && !expected.equals(ReduceReturnOp.of(op).result().getType())) {
        return ScfTraits.fail(op, "must have type " + OpUtils.quoted(expected) + " (the type of the reduction inputs)");
      }
      return true;
    }
  }
}
