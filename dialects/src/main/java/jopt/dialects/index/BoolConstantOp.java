package jopt.dialects.index;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/**
 * index.bool.constant: {@code %true = index.bool.constant true}, the i1 constants that folding
 * {@code index.cmp} gives.
 */
@Op
public final class BoolConstantOp extends BoolConstantOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.bool.constant")
      .summary("boolean constant")
      .attr("value", IndexConstraints.BOOL)
      .result("result", TypeConstraints.I1)
      .format("attr-dict $value")
      .build();

  BoolConstantOp(Operation op) {
    super(op);
  }

  /** The definition: pure and constant like; results named {@code %true} and {@code %false}. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(BoolConstantOp.of(op).result(), ((BoolAttr) op.getAttr("value")).value() ? "true" : "false");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("value")));
      return true;
    }
  }
}
