package jopt.dialects.memref;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** memref.atomic_yield: {@code %result attr-dict : type}; ends a memref.generic_atomic_rmw body. */
@Op
public final class AtomicYieldOp extends AtomicYieldOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.atomic_yield")
      .summary("yield operation for GenericAtomicRMWOp")
      .operand("result", TypeConstraints.ANY)
      .format("$result attr-dict `:` type($result)")
      .build();

  AtomicYieldOp(Operation op) {
    super(op);
  }

  /** The definition: the check against the parent's result type. */
  public static final class Def extends OpDefinition implements Traits.HasParent, Traits.Pure, Traits.IsTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of(GenericAtomicRMWOp.SPEC.name());
    }

    @Override
    public boolean verify(Operation op) {
      Type parentType = op.getParentOp().getResult(0).getType();
      Type type = AtomicYieldOp.of(op).result().getType();
      if (!parentType.equals(type)) {
        op.emitOpError("types mismatch between yield op: " + Asm.quote(type) + " and its parent: "
            + Asm.quote(parentType));
        return false;
      }
      return true;
    }
  }
}
