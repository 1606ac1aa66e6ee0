package jopt.dialects.cf;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** {@code cf.assert %c, "message"}: aborts with the message when the condition is false. */
@Op
public final class AssertOp extends AssertOpBase {
  public static final OpSpec SPEC = OpSpec.op("cf.assert")
      .summary("Assert operation with message attribute")
      .operand("arg", TypeConstraints.I1)
      .attr("msg", AttrConstraints.STRING)
      .format("$arg `,` $msg attr-dict")
      .memoryEffects(MemoryEffects.Kind.WRITE)
      .build();

  AssertOp(Operation op) {
    super(op);
  }

  public static AssertOp create(Builder b, Location loc, Value arg, String msg) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(arg);
    st.attributes.set("msg", StringAttr.get(msg));
    return new AssertOp(b.create(st));
  }

  /** The definition: custom form {@code $arg, $msg attr-dict} and the write effect of aborting. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new CfCanonicalization.EraseTrueAssert());
    }
  }
}
