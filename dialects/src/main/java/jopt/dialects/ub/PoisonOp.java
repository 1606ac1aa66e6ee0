package jopt.dialects.ub;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/**
 * ub.poison: {@code %0 = ub.poison : i32}, a poisoned constant of any type. Constant like: it
 * folds to its {@code #ub.poison} value, so the canonicalizer uniques and hoists it.
 */
@Op
public final class PoisonOp extends PoisonOpBase {
  public static final OpSpec SPEC = OpSpec.op("ub.poison")
      .summary("Poisoned constant operation.")
      .defaultAttr("value", UBConstraints.POISON_ATTR_INTERFACE, PoisonAttr.INSTANCE)
      .result("result", TypeConstraints.ANY)
      .format("attr-dict (`<` $value^ `>`)? `:` type($result)")
      .build();

  PoisonOp(Operation op) {
    super(op);
  }

  /** Creates {@code ub.poison : type} holding {@code value} (MLIR's PoisonOp builder). */
  public static PoisonOp create(Builder b, Location loc, Type type, Attribute value) {
    OperationState st = SPEC.newState(loc);
    st.attributes.set("value", value);
    st.addType(type);
    return new PoisonOp(b.create(st));
  }

  /** The definition: pure and constant like; folds to its value. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("value")));
      return true;
    }
  }
}
